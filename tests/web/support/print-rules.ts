// Whether the print stylesheet (web/src/components/print-sheet.css, which the web project of
// vitest.config.ts loads into jsdom) leaves an element off the paper: jsdom applies no media query,
// so the print rules are read from the CSSOM and matched by hand.

/** The rules under `@media print` that hide what they match, in the stylesheets the document has. */
function hidingSelectors(): string[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
    .flatMap((media) => [...media.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.style.getPropertyValue('display') === 'none')
    .map((rule) => rule.selectorText);
}

/** Whether the element, or one of its ancestors, is hidden on paper. */
export function leftOffPaper(element: Element): boolean {
  const selectors = hidingSelectors();
  if (selectors.length === 0) throw new Error('no print stylesheet in the document');
  for (let node: Element | null = element; node; node = node.parentElement) {
    const current = node;
    if (selectors.some((selector) => current.matches(selector))) return true;
  }
  return false;
}
