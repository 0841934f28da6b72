// The one rule for every link and image address the platform stores (docs/security.md, "Every input is
// bounded"): organizer webs, convocatorias, photo logos and frames, custom views. A link goes to a
// section of the page, a path of the platform or an http(s) address; an image comes by https or from
// the platform's media. No `javascript:` or `data:` address is stored.
import { z } from 'zod';
import { IMAGE_URL, LINK_URL, SITE_URL_MAX, urlMessages } from './url-shapes';

/** Where a link may go: a section of the page (#id), a path of the platform, or an http(s) address. */
export const linkUrlSchema = z.string().trim().max(SITE_URL_MAX).regex(LINK_URL, urlMessages.badLink);

/** Where an image may come from: an https address, or the platform's own media. */
export const imageUrlSchema = z.string().trim().max(SITE_URL_MAX).regex(IMAGE_URL, urlMessages.badImage);
