// The one SES v2 operation the platform uses, SendEmail, answered from the mail outbox so that
// @aws-sdk/client-sesv2 works unchanged with AWS_ENDPOINT_URL_SESV2=<local cloud>/local/ses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from './log';
import type { MailOutbox, NewMail } from './mail-outbox';
import { readBody, sendJson, splitUrl } from './http-io';

export const sesPath = '/local/ses';

interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } } };
    Raw?: { Data?: string };
  };
}

class BadRequest extends Error {}

function headerOf(mime: string, name: string): string | undefined {
  const head = mime.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

function toMail(request: SendEmailRequest): NewMail {
  const from = request.FromEmailAddress;
  if (!from) throw new BadRequest('FromEmailAddress is required');
  const recipients = {
    to: request.Destination?.ToAddresses ?? [],
    cc: request.Destination?.CcAddresses ?? [],
    bcc: request.Destination?.BccAddresses ?? [],
  };
  const simple = request.Content?.Simple;
  if (simple) {
    return {
      source: 'ses',
      from,
      ...recipients,
      subject: simple.Subject?.Data ?? '',
      text: simple.Body?.Text?.Data,
      html: simple.Body?.Html?.Data,
    };
  }
  const raw = request.Content?.Raw?.Data;
  if (raw) {
    // A raw message is kept whole; only its Subject is read out for the list.
    const mime = Buffer.from(raw, 'base64').toString('utf8');
    return { source: 'ses', from, ...recipients, subject: headerOf(mime, 'Subject') ?? '', text: mime };
  }
  throw new BadRequest('Only Simple and Raw content can be sent by the local outbox');
}

export function createSesApi(outbox: MailOutbox, log: Log) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST' || splitUrl(req).path !== `${sesPath}/v2/email/outbound-emails`) {
      return sendJson(res, 404, { message: 'Not Found' }, { 'x-amzn-errortype': 'NotFoundException' });
    }
    try {
      const mail = await outbox.add(toMail(JSON.parse((await readBody(req)).toString('utf8')) as SendEmailRequest));
      log(`Correo en la bandeja local: «${mail.subject}» para ${mail.to.join(', ')}`);
      sendJson(res, 200, { MessageId: mail.id });
    } catch (error) {
      if (!(error instanceof BadRequest || error instanceof SyntaxError)) throw error;
      sendJson(res, 400, { message: error.message }, { 'x-amzn-errortype': 'BadRequestException' });
    }
  };
}
