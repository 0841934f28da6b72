// Cognito CustomMessage trigger: the e-mails Cognito sends, in Spanish.
import type { CustomMessageTriggerEvent } from 'aws-lambda';

function page(title: string, body: string): string {
  return `<div style="font-family:Arial,sans-serif;max-width:520px"><h2 style="color:#e8630a">${title}</h2>${body}</div>`;
}

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const code = event.request.codeParameter;
  switch (event.triggerSource) {
    case 'CustomMessage_ForgotPassword':
      event.response.emailSubject = 'Recupera tu contraseña';
      event.response.emailMessage = page(
        'Recupera tu contraseña',
        `<p>Tu código para crear una nueva contraseña es <b>${code}</b>.</p>` +
          '<p>Escríbelo en la página de recuperación junto con tu nueva contraseña. Si no lo pediste, ignora este correo.</p>',
      );
      break;
    case 'CustomMessage_UpdateUserAttribute':
    case 'CustomMessage_VerifyUserAttribute':
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      event.response.emailSubject = 'Confirma tu correo';
      event.response.emailMessage = page('Confirma tu correo', `<p>Tu código de verificación es <b>${code}</b>.</p>`);
      break;
    default:
      break;
  }
  return event;
}
