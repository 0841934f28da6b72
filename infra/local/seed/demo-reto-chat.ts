// The demo reto's chat, sent through the chat API as its parties would: two athletes write to the
// organizer, who answers one of them (the other's message waits unread) and welcomes everyone with a
// broadcast; Ana asks too and has the organizer's answer unread. Each message has a fixed intento, so
// a later start sends nothing again.
import { createHash } from 'node:crypto';
import type { ChatThreadPage } from '@shared/retos/reto-chat';
import type { SeedApi } from './seed-api';

export interface DemoChatParties {
  organizer: SeedApi;
  /** Athletes by their first name, each signed in. */
  athletes: Map<string, SeedApi>;
}

interface Exchange {
  athlete: string;
  question: string;
  /** The organizer's answer; none leaves the question unread. */
  answer?: string;
  /** The organizer opens the thread after answering. */
  readByOrganizer: boolean;
}

const exchanges: readonly Exchange[] = [
  {
    athlete: 'Lucía',
    question: '¡Hola! ¿Puedo hacer los 10 km en caminadora?',
    answer: 'Claro, Lucía: sube una foto de la pantalla de la caminadora al terminar como evidencia.',
    readByOrganizer: true,
  },
  { athlete: 'Mateo', question: '¿Cuándo se publican los resultados oficiales?', readByOrganizer: false },
  {
    athlete: 'Ana',
    question: '¿Cuenta si corro los 10 km en dos salidas?',
    answer: 'Hola Ana: tienen que ser los 10 km en una sola salida. ¡Tú puedes!',
    readByOrganizer: true,
  },
];

const broadcast = '¡Bienvenidos al Reto Otoño 10K! Tienen hasta el último día del reto para registrar su tiempo y subir su foto de meta. ¡Éxito!';

/** A UUID drawn from the message's name: the same message always carries the same intento. */
function intentoOf(name: string): string {
  const hex = createHash('sha256').update(`demo-reto-chat:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function sendDemoChat(eventId: string, { organizer, athletes }: DemoChatParties): Promise<void> {
  const chat = `/api/retos/${eventId}/chat`;
  for (const { athlete, question } of exchanges) {
    const api = athletes.get(athlete);
    if (!api) throw new Error(`Sin sesión de ${athlete} para el chat de demostración`);
    await api.call('POST', `${chat}/me/messages`, { text: question, intento: intentoOf(`${athlete}:pregunta`) });
  }
  const { threads } = await organizer.call<ChatThreadPage>('GET', `${chat}/threads`);
  for (const { athlete, answer, readByOrganizer } of exchanges) {
    const thread = threads.find((each) => each.athleteName.startsWith(`${athlete} `));
    if (!thread) throw new Error(`Sin conversación de ${athlete} en el reto ${eventId}`);
    if (answer) await organizer.call('POST', `${chat}/threads/${thread.userID}/messages`, { text: answer, intento: intentoOf(`${athlete}:respuesta`) });
    if (readByOrganizer) await organizer.call('PUT', `${chat}/threads/${thread.userID}/read`, {});
  }
  await organizer.call('POST', `${chat}/broadcasts`, { text: broadcast, intento: intentoOf('bienvenida') });
}
