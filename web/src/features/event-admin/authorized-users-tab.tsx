// Authorized users of the event (docs/registration.md §2 Organizer tools, §3 Authorized user): add by e-mail and
// profile ('Agregado exitosamente'), change a profile, revoke; an e-mail with no account shows as
// pending until that person signs up. Only the profiles the caller may grant are offered.
import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EVENT_PROFILES, mayGrant, profileLabels, type EventProfile, type MyEventAccess } from '@shared/registration/admin-permissions';
import { adminTexts } from '@shared/registration/admin-texts';
import { authorizationSchema, type AuthorizedUser } from '@shared/registration/registrant-admin-api';
import { LoadingView } from '@web/components/loading-view';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { authorizeUser, authorizedUsersKey, fetchAuthorizedUsers, revokeAuthorization } from './admin-api';
import { DashboardTable } from './dashboard-table';

type Action = { kind: 'grant'; correo: string; perfil: EventProfile } | { kind: 'revoke'; correo: string };

export function AuthorizedUsersTab({ eventId, access }: { eventId: number; access: MyEventAccess }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [correo, setCorreo] = useState('');
  const [perfil, setPerfil] = useState<EventProfile>('inscriptor');
  const [emailError, setEmailError] = useState<string | undefined>();
  const users = useQuery({ queryKey: authorizedUsersKey(eventId), queryFn: () => fetchAuthorizedUsers(eventId) });
  const grantable = EVENT_PROFILES.filter((profile) => mayGrant(access.access, profile));
  const action = useMutation({
    mutationFn: (run: Action) => (run.kind === 'grant' ? authorizeUser(eventId, { correo: run.correo, perfil: run.perfil }) : revokeAuthorization(eventId, run.correo)),
    onSuccess: (list, run) => {
      queryClient.setQueryData(authorizedUsersKey(eventId), list);
      toast(run.kind === 'grant' ? adminTexts.toasts.authorized : adminTexts.toasts.revoked);
      if (run.kind === 'grant') setCorreo('');
    },
    onError: (error) => {
      const fieldMessage = error instanceof ApiError ? error.body.fields?.correo : undefined;
      if (fieldMessage) setEmailError(fieldMessage);
      else toast(errorMessage(error));
    },
  });

  const add = () => {
    const parsed = authorizationSchema.shape.correo.safeParse(correo);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    action.mutate({ kind: 'grant', correo: parsed.data, perfil });
  };

  const row = (user: AuthorizedUser) => {
    const mine = user.userIdAuth === access.userId;
    const canChange = !mine && mayGrant(access.access, user.perfil);
    return {
      key: user.correo || user.userIdAuth || '',
      // The row's action first: on a phone it is reached without scrolling the table sideways.
      cells: [
        canChange ? (
          <Button
            key="revoke"
            size="small"
            variation="link"
            isDisabled={action.isPending}
            onClick={() => {
              if (window.confirm(adminTexts.users.confirmRevoke(user.correo))) action.mutate({ kind: 'revoke', correo: user.correo });
            }}
          >
            {adminTexts.users.revoke}
          </Button>
        ) : (
          ''
        ),
        user.correo,
        user.nombre,
        canChange ? (
          <SelectField
            key="perfil"
            label={adminTexts.users.change}
            labelHidden
            size="small"
            value={user.perfil}
            isDisabled={action.isPending}
            onChange={(change) => action.mutate({ kind: 'grant', correo: user.correo, perfil: change.target.value as EventProfile })}
          >
            {grantable.map((profile) => (
              <option key={profile} value={profile}>
                {profileLabels[profile]}
              </option>
            ))}
          </SelectField>
        ) : (
          profileLabels[user.perfil]
        ),
        new Date(user.fechaAutoriza).toLocaleDateString('es-MX'),
        user.status === 'ok' ? adminTexts.users.active : adminTexts.users.pendingSignUp,
      ],
    };
  };

  const texts = adminTexts.users;
  return (
    <Flex direction="column" gap="1rem">
      <Flex
        as="form"
        noValidate
        wrap="wrap"
        gap="0.75rem"
        alignItems="flex-end"
        onSubmit={(submit) => {
          submit.preventDefault();
          add();
        }}
      >
        <TextField label={texts.email} type="email" value={correo} maxLength={254} onChange={(change) => setCorreo(change.target.value)} hasError={emailError !== undefined} errorMessage={emailError} flex="1 1 16rem" />
        <SelectField label={texts.profile} value={perfil} onChange={(change) => setPerfil(change.target.value as EventProfile)}>
          {grantable.map((profile) => (
            <option key={profile} value={profile}>
              {profileLabels[profile]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variation="primary" isLoading={action.isPending && action.variables?.kind === 'grant'}>
          {texts.add}
        </Button>
      </Flex>
      {users.error ? (
        <Text color="font.error">{errorMessage(users.error)}</Text>
      ) : !users.data ? (
        <LoadingView />
      ) : (
        <DashboardTable title={texts.title} columns={[texts.actions, texts.email, texts.name, texts.profile, texts.since, texts.status]} rows={users.data.map(row)} />
      )}
    </Flex>
  );
}
