// The one outbox's delivery job: how many tries each kind of mail gets before it is given up, what
// giving up does (a registrant's mail marked for staff to send again, a chat notice dropped), and that
// the old outbox's trouble never stops the one outbox's mails.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrantEntity } from '@lambdas/data/registrant-entity';
import { moveLegacyMails } from '@lambdas/mail/legacy-pending-mails';
import { deliverDueMails } from '@lambdas/mail/outbox';
import { claimOwedMail, mailsDueBefore, removeOwedMail, type OutboxMail } from '@lambdas/mail/outbox-repository';
import { sendMail } from '@lambdas/mail/ses-mail';

vi.mock('@lambdas/mail/ses-mail', () => ({ sendMail: vi.fn() }));
vi.mock('@lambdas/mail/legacy-pending-mails', () => ({ moveLegacyMails: vi.fn() }));
vi.mock('@lambdas/mail/outbox-repository', () => ({ claimOwedMail: vi.fn(), mailsDueBefore: vi.fn(), removeOwedMail: vi.fn() }));
vi.mock('@lambdas/data/registrant-entity', () => ({ RegistrantEntity: { patch: vi.fn() } }));

const NOW = new Date('2030-01-01T12:00:00.000Z');
const staffMark = { set: vi.fn(), go: vi.fn() };

const mail = (kind: 'registration' | 'reto-chat', attempts: number): OutboxMail => ({
  mailId: `${kind}-${attempts}`,
  kind,
  to: 'ana@prueba.mx',
  subject: 'Asunto',
  html: '<p>Hola</p>',
  text: 'Hola',
  dueAt: '2030-01-01T11:59:00.000Z',
  attempts,
  ...(kind === 'registration' ? { staffResend: { eventId: 7, registroId: 'r-1' } } : {}),
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(moveLegacyMails).mockResolvedValue(0);
  vi.mocked(claimOwedMail).mockResolvedValue(true);
  vi.mocked(sendMail).mockResolvedValue();
  staffMark.set.mockReturnValue(staffMark);
  vi.mocked(RegistrantEntity.patch).mockReturnValue(staffMark as never);
});

describe('deliverDueMails', () => {
  it('tries a registrant’s mail a sixth time, and a chat notice a second time', async () => {
    vi.mocked(mailsDueBefore).mockResolvedValue([mail('registration', 5), mail('reto-chat', 1)]);

    expect(await deliverDueMails(NOW)).toBe(2);
    expect(sendMail).toHaveBeenCalledTimes(2);
    expect(RegistrantEntity.patch).not.toHaveBeenCalled();
  });

  it('gives up a chat notice after two tries, so it never lands beside the next hour’s: dropped, no staff mark', async () => {
    const notice = mail('reto-chat', 2);
    vi.mocked(mailsDueBefore).mockResolvedValue([notice]);

    expect(await deliverDueMails(NOW)).toBe(0);
    expect(sendMail).not.toHaveBeenCalled();
    expect(removeOwedMail).toHaveBeenCalledWith(notice);
    expect(RegistrantEntity.patch).not.toHaveBeenCalled();
  });

  it('gives up a registrant’s mail after six tries, marking it for staff to send again', async () => {
    const voucher = mail('registration', 6);
    vi.mocked(mailsDueBefore).mockResolvedValue([voucher]);

    expect(await deliverDueMails(NOW)).toBe(0);
    expect(sendMail).not.toHaveBeenCalled();
    expect(RegistrantEntity.patch).toHaveBeenCalledWith({ eventId: 7, registroId: 'r-1' });
    expect(staffMark.set).toHaveBeenCalledWith({ sendMail: true });
    expect(removeOwedMail).toHaveBeenCalledWith(voucher);
  });

  it('sends the one outbox’s mails when the old outbox cannot be read', async () => {
    vi.mocked(moveLegacyMails).mockRejectedValue(new Error('DynamoDB no respondió'));
    vi.mocked(mailsDueBefore).mockResolvedValue([mail('registration', 0)]);

    expect(await deliverDueMails(NOW)).toBe(1);
    expect(sendMail).toHaveBeenCalledTimes(1);
  });
});
