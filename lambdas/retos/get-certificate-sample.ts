// GET /api/retos/{eventID}/certificate-sample?format=jpeg|pdf — the organizer's 'certificado de
// muestra': the reto's certificate design filled with a made-up athlete, to see the look.
import { rateLimits } from '@shared/core/rate-limits';
import { certificateFileName, certificateQuerySchema, sampleCertificateFacts } from '@shared/retos/certificate';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { certificateDownload, drawRetoCertificate } from './certificate/reto-certificate';
import { organizedRetoOfRoute } from './reto-access';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { format } = certificateQuerySchema.parse(event.queryStringParameters ?? {});
  await enforceLimits([{ subject: `retos:certificado:${caller.userId}`, limits: rateLimits.retoCertificatesPerUser }]);
  const reto = await organizedRetoOfRoute(event, caller);
  const file = await drawRetoCertificate(reto, sampleCertificateFacts(reto, new Date()), format);
  return certificateDownload(file, certificateFileName(reto.eventId, format, true), format);
});
