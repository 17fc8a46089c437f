import { ScriptOnce } from "@tanstack/react-router";

/**
 * The controls whose press the page keeps until it has hydrated: links, buttons, the labels and
 * boxes of choices, and elements acting as buttons or tabs.
 */
const KEPT_CONTROLS =
  'a[href],button,summary,label,input[type="checkbox"],input[type="radio"],[role="button"],[role="tab"]';

/**
 * How long a kept link waits for the page to hydrate before the browser follows it as it would
 * without scripts (the site's scripts failed to arrive or to run).
 * @internal the tests run the script's clock past it
 */
export const LINK_PATIENCE_MS = 10_000;

/**
 * Runs in the page before anything of it is painted, as an inline script with the page's nonce.
 * Until React has taken the page over (`html[data-hydrated]`, set once hydration commits), a
 * plain press (main button, no modifier key) on a kept control does nothing in the browser and
 * is noted; once hydrated, the noted presses are made again, in order, on the same elements, so
 * the visitor's first press does what it does later. Presses with a modifier key (a new tab),
 * links to another origin, another window or a download, and a form's submit buttons, labels
 * and choices go to the browser untouched (those forms post to their own page and work
 * without scripts: a choice held back would be missing from what the browser sends).
 * @internal the tests run it as the page does
 */
export const EARLY_PRESSES_SCRIPT = `(function () {
  var root = document.documentElement;
  if (root.dataset.hydrated === "true") return;
  var kept = [];
  function plain(control) {
    if (control.tagName === "A") {
      if (control.target && control.target !== "_self") return false;
      if (control.hasAttribute("download")) return false;
      return control.origin === location.origin;
    }
    // A form keeps its own choices and is sent by the browser: it works without scripts.
    if (control.tagName === "LABEL" || control.type === "checkbox" || control.type === "radio")
      return !control.closest("form");
    if (control.form && (control.type === "submit" || control.type === "image")) return false;
    return true;
  }
  function onPress(event) {
    if (root.dataset.hydrated === "true") return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var target = event.target;
    var control = target && target.closest ? target.closest(${JSON.stringify(KEPT_CONTROLS)}) : null;
    if (!control || !plain(control)) return;
    event.preventDefault();
    event.stopPropagation();
    kept.push(control);
    if (control.tagName === "A") {
      setTimeout(function () {
        var at = kept.indexOf(control);
        if (at < 0 || root.dataset.hydrated === "true") return;
        kept.splice(at, 1);
        location.assign(control.href);
      }, ${LINK_PATIENCE_MS});
    }
  }
  addEventListener("click", onPress, true);
  new MutationObserver(function (changes, observer) {
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    removeEventListener("click", onPress, true);
    kept.splice(0).forEach(function (control) {
      if (control.isConnected) control.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
})()`;

/**
 * The early script that keeps a visitor's presses made while the page hydrates (see
 * `EARLY_PRESSES_SCRIPT`). Rendered on the server only, with the page's nonce, at the top of
 * the body; it removes itself once run, so the browser's render has nothing to match.
 */
export function EarlyPresses() {
  return <ScriptOnce>{EARLY_PRESSES_SCRIPT}</ScriptOnce>;
}
