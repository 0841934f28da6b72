// Text placed in a mail's HTML: the five characters HTML gives a meaning to become numeric references.
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
