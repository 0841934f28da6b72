// The drawer's entries, in the spec's order (docs/platform.md §2.2).
import type { Perfil } from '@shared/accounts/account-schemas';
import { navLabels } from '@shared/core/messages';

export interface NavLink {
  to: string;
  label: string;
}

export type Viewer = { signedIn: false } | { signedIn: true; perfil: Perfil | undefined };

export function navLinks(viewer: Viewer): NavLink[] {
  const links: NavLink[] = [
    { to: '/proximos-eventos/', label: navLabels.upcomingEvents },
    { to: '/resultados/', label: navLabels.results },
    { to: '/live/', label: navLabels.live },
    { to: '/retos/', label: navLabels.retos },
    { to: '/retos-organizador/', label: navLabels.organizedRetos },
    { to: '/', label: navLabels.home },
    { to: '/atletas/', label: navLabels.profile },
    { to: '/servicios/', label: navLabels.services },
  ];
  // The spec offers sign-in and register "otherwise", i.e. only to signed-out visitors; a
  // signed-in user gets the sign-out action in the drawer's header instead.
  if (!viewer.signedIn) {
    links.push({ to: '/login', label: navLabels.signIn }, { to: '/registro', label: navLabels.signUp });
  }
  links.push(
    { to: '/password-restore', label: navLabels.passwordRestore },
    { to: '/politicas-privacidad', label: navLabels.privacy },
  );
  if (viewer.signedIn && viewer.perfil === 1) {
    links.push({ to: '/usuario-autorizado/', label: navLabels.authorizedUsers });
  }
  return links;
}
