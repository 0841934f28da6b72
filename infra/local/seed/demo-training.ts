// The demo athlete's training (docs/activities.md 'Training analysis'), made as /atletas makes it:
// Ana's FTP and maximum heart rate saved in 'Entrenamiento', and yesterday morning's ride with a
// power meter and a heart-rate strap (power-ride.ts) uploaded as a FIT file, so its analysis page
// shows normalized power, the best 20 minutes, IF, TSS, the charts and the time in zones.
import type { TrainingSettingsInput } from '@shared/activities/training-settings';
import type { SeedStep } from '../seed-demo';
import { demoAccount, demoAccountsStep, demoPassword } from './demo-accounts';
import { uploadedActivityId } from './demo-reto-activity';
import { powerRideFit } from './power-ride';
import { signedInApi } from './seed-api';

export const DEMO_TRAINING: TrainingSettingsInput = { ftp: 250, maxHeartRate: 188, zones: {} };

/** Yesterday at 07:00 in Mexico City (13:00 UTC). */
function yesterdayMorning(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 13));
}

export const demoTrainingStep: SeedStep = {
  id: 'entrenamiento',
  name: 'el entrenamiento de la atleta: su FTP y una rodada con potencia',
  needs: [demoAccountsStep.id],
  async run(context) {
    const ana = await signedInApi(context.url, demoAccount('Atleta').signUp.correo, demoPassword);
    await ana.call('PUT', '/api/me/training', DEMO_TRAINING);
    await uploadedActivityId(ana, 'rodada.fit', powerRideFit(yesterdayMorning()));
  },
};
