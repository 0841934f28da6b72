// The results widget's script, served at the fixed address other sites keep (/widget/v1/resultados.js,
// web/vite.config.ts): it runs as a classic script, so it has no imports or exports of its own once
// built; what it does is in widget-frame.ts.
import { embedWidget, runInFrame, SCRIPT_ATTRIBUTES, WIDGET_FRAME } from './widget-frame';

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.hasAttribute(SCRIPT_ATTRIBUTES.page)) embedWidget(script);
else if (document.documentElement.hasAttribute(WIDGET_FRAME.mark)) runInFrame();
