// What a document says about its page to search engines and link previews (docs/sites.md 'Documents').

export interface PageImage {
  /** Absolute, or a path of the host the document is served on. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageMeta {
  title: string;
  description: string;
  image?: PageImage;
  /** 404 for a path that names nothing: the SPA still draws its not-found page, and crawlers index nothing. */
  status: 200 | 404;
}

/** A description's length search engines show whole. */
const DESCRIPTION_CHARS = 160;

/** Text made one line and cut at a word before `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = DESCRIPTION_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A date of the events' `YYYY-MM-DD` as Mexico reads it: '21 de marzo de 2027'. */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** When and where an event happens, for its descriptions. */
export function whenWhere(event: { fechaEvento: string; lugarEvento: string; ciudadEvento: string }): string {
  return [longDate(event.fechaEvento), event.lugarEvento, event.ciudadEvento].filter(Boolean).join(', ');
}

/** An image address fit for a preview: the platform's own paths and https addresses, nothing else. */
export function previewImage(url: string | undefined, alt: string): PageImage | undefined {
  if (!url || !/^(https:\/\/|\/(?!\/))/.test(url)) return undefined;
  return { url, alt };
}
