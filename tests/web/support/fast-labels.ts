// Labels found as a browser finds them, in time that does not grow with the page (docs/testing.md, 'Web
// tests'). jsdom answers `element.labels` by walking the whole document and asking every node for its
// control, and a label with `for` by walking the document again for that id: a role or label query over a
// large form asks that of every button and field, so its cost grew with the square of the form. Here a
// label's control is the element its `for` names (the first with that id, as jsdom and the HTML standard
// say), or else its first labelable descendant; an element's labels are the labels whose control it is:
// those naming its id, and the enclosing ones without `for` whose first labelable descendant it is.

const HTML = 'http://www.w3.org/1999/xhtml';
const FIELDS = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);

function isLabelable(element: Element | null | undefined): element is HTMLElement {
  if (!element || element.namespaceURI !== HTML) return false;
  if (element.tagName === 'INPUT') return (element as HTMLInputElement).type !== 'hidden';
  return FIELDS.has(element.tagName);
}

function firstLabelable(label: Element): HTMLElement | null {
  for (const element of label.getElementsByTagName('*')) if (isLabelable(element)) return element;
  return null;
}

function byId(root: Node, id: string): Element | null {
  if (root instanceof Document || root instanceof DocumentFragment) return root.getElementById(id);
  const element = root as Element;
  if (element.id === id) return element;
  for (const descendant of element.getElementsByTagName('*')) if (descendant.id === id) return descendant;
  return null;
}

function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const target = label.getAttribute('for');
  if (target === null) return firstLabelable(label);
  if (target === '') return null;
  const named = byId(label.getRootNode(), target);
  return isLabelable(named) ? named : null;
}

function labelsOf(element: HTMLElement): HTMLLabelElement[] {
  const root = element.getRootNode() as ParentNode;
  const labels = new Set<HTMLLabelElement>();
  if (element.id) {
    for (const label of root.querySelectorAll('label[for]')) {
      if (label.getAttribute('for') === element.id && controlOf(label as HTMLLabelElement) === element) labels.add(label as HTMLLabelElement);
    }
  }
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.tagName === 'LABEL' && !parent.hasAttribute('for') && firstLabelable(parent) === element) labels.add(parent as HTMLLabelElement);
  }
  // In tree order, as the standard's list is.
  return [...labels].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Puts the fast `control` and `labels` on the window's element classes. */
export function useFastLabels(window: Window & typeof globalThis): void {
  Object.defineProperty(window.HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });
  const labelables = [window.HTMLButtonElement, window.HTMLInputElement, window.HTMLMeterElement, window.HTMLOutputElement, window.HTMLProgressElement, window.HTMLSelectElement, window.HTMLTextAreaElement];
  for (const kind of labelables) {
    Object.defineProperty(kind.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        // An input of type hidden has none (null), as in a browser.
        return isLabelable(this) ? labelsOf(this) : null;
      },
    });
  }
}
