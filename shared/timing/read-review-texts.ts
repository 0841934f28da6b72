// The review queue's words (docs/timing.md#the-review-queue): why a read looks doubtful, and the
// timer's screen.
import type { ReviewCode, ReviewDecision } from './read-review';

export const reviewReasons: Record<ReviewCode, string> = {
  paceTooFast: 'Ritmo imposible desde el punto anterior',
  finishTooEarly: 'Meta antes del tiempo mínimo posible desde el último punto',
  beforeStart: 'Lectura antes del disparo de salida',
  secondFinish: 'Segunda meta a pocos minutos de la primera',
  repeatedBib: 'El mismo número dos veces en el mismo punto en pocos segundos',
  unknownAthlete: 'Número o chip que no está en la lista de salida',
};

export const reviewTexts = {
  heading: 'Lecturas dudosas',
  intro: 'Lecturas que las reglas aceptan pero que parecen erróneas. Aceptar o descartar actualiza la clasificación en unos segundos.',
  hiddenNote: 'Este evento no publica una lectura dudosa hasta que se acepta.',
  shownNote: 'Este evento publica las lecturas dudosas mientras no se descartan.',
  empty: 'No hay lecturas dudosas por revisar.',
  more: 'Hay más atletas con lecturas dudosas: decide estas para ver las siguientes.',
  loading: 'Cargando lecturas dudosas…',
  bib: 'Número',
  athlete: 'Atleta',
  unknownAthlete: 'Sin lista de salida',
  point: 'Punto',
  time: 'Hora',
  reason: 'Motivo',
  lap: (lap: number) => `vuelta ${lap}`,
  accept: 'Aceptar',
  discard: 'Descartar',
  acceptRead: (bib: string, punto: string) => `Aceptar la lectura de ${bib} en ${punto}`,
  discardRead: (bib: string, punto: string) => `Descartar la lectura de ${bib} en ${punto}`,
  history: 'Historial de pasos',
  historyOf: (bib: string) => `Historial de pasos de ${bib}`,
  log: 'Decisiones',
  logEntry: (decision: ReviewDecision, by: string, at: string) => `${decisionLabels[decision]} por ${by} el ${at}`,
  decided: { aceptada: 'Lectura aceptada: la clasificación se actualiza en unos segundos', descartada: 'Lectura descartada: la clasificación se actualiza en unos segundos' } satisfies Record<ReviewDecision, string>,
  alreadyDecided: 'Esa lectura ya estaba decidida así; no cambió nada',
  notFlagged: 'Esa lectura no está en revisión',
  decidedOtherwise: 'Otra persona ya decidió esa lectura de otro modo; recarga la lista',
};

export const decisionLabels: Record<ReviewDecision, string> = { aceptada: 'Aceptada', descartada: 'Descartada' };
