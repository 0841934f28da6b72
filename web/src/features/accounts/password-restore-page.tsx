import { useState } from 'react';
import { accountTexts } from '@shared/accounts/account-texts';
import { Page } from '@web/components/page';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

export function PasswordRestorePage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Page title={accountTexts.restoreTitle}>
      {sentTo === null ? <RequestResetForm onSent={setSentTo} /> : <NewPasswordForm correo={sentTo} onNewCode={() => setSentTo(null)} />}
    </Page>
  );
}
