import { createHash } from "node:crypto";
import { paymentProviderByKey } from "@qs/catalogs/payments";
import { formatAmount } from "../orders";
import { type CheckoutRow, type FormField, SANDBOX_BANKS, SANDBOX_CARDS } from "./sandbox";

/**
 * The sandbox's hosted payment page: plain HTML in Spanish that works without JavaScript
 * (there is none), every input with its label, errors next to their field and summarised at
 * the top (`role="alert"`), and a Content-Security-Policy of its own that allows nothing but
 * its stylesheet (by hash) and posting the form to itself and to the merchant it returns to.
 * A refused form is shown again empty: what was typed on a card is never echoed back.
 */

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.35rem;margin:0 0 .25rem}
.sandbox{background:#fef3c7;color:#78350f;border-radius:.5rem;padding:.5rem .75rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0}
label,legend{display:block;font-weight:600;margin-top:1rem}
input[type=text]{box-sizing:border-box;width:100%;font-size:1rem;padding:.6rem;border:1px solid #4b5563;border-radius:.375rem;margin-top:.25rem}
input[aria-invalid=true]{border:2px solid #b91c1c}
fieldset{border:0;padding:0;margin:0}
.bank{display:flex;align-items:center;gap:.5rem;min-height:2rem;font-weight:400;margin-top:.25rem}
.hint{color:#374151;font-size:.9rem;margin:.25rem 0 0}
.field-error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}
.summary{border:2px solid #b91c1c;border-radius:.5rem;padding:.75rem;margin:1rem 0;color:#7f1d1d}
.summary h2{font-size:1rem;margin:0}
.summary a{color:#7f1d1d}
button{margin-top:1.5rem;width:100%;font-size:1.05rem;font-weight:700;padding:.8rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.cancel{display:inline-block;margin-top:1rem;color:#1d4ed8;padding:.25rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin-top:.5rem}
th,td{text-align:left;border-bottom:1px solid #d1d5db;padding:.35rem .25rem}
summary{cursor:pointer;margin-top:1.5rem;font-weight:600;padding:.25rem 0}
`;

const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

/** The page's policy: its stylesheet only, and forms posted to itself or to where it returns. */
export function sandboxCsp(returnUrl: string | null): string {
  let returnOrigin = "";
  try {
    if (returnUrl) returnOrigin = ` ${new URL(returnUrl).origin}`;
  } catch {
    returnOrigin = "";
  }
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self'${returnOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** Headers of every sandbox page. */
export function sandboxHeaders(returnUrl: string | null): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=UTF-8",
    "Content-Security-Policy": sandboxCsp(returnUrl),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export type FieldErrors = Partial<Record<FormField, string>>;

const FIELD_LABELS: Record<keyof FieldErrors, string> = {
  numero: "Número de tarjeta",
  vencimiento: "Vencimiento",
  cvv: "Código de seguridad (CVV)",
  titular: "Nombre del titular",
  banco: "Banco",
};

function textField(
  name: "numero" | "vencimiento" | "cvv" | "titular",
  options: { autocomplete: string; inputmode?: string; hint?: string; maxlength: number },
  errors: FieldErrors,
): string {
  const error = errors[name];
  const described = [options.hint ? `${name}-ayuda` : "", error ? `${name}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return `<label for="${name}">${FIELD_LABELS[name]}</label>
${options.hint ? `<p class="hint" id="${name}-ayuda">${options.hint}</p>` : ""}
<input type="text" id="${name}" name="${name}" required autocomplete="${options.autocomplete}"${
    options.inputmode ? ` inputmode="${options.inputmode}"` : ""
  } maxlength="${options.maxlength}"${described ? ` aria-describedby="${described}"` : ""}${
    error ? ' aria-invalid="true"' : ""
  }>
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ""}`;
}

function errorSummary(errors: FieldErrors): string {
  const entries = Object.entries(errors) as Array<[keyof FieldErrors, string]>;
  if (entries.length === 0) return "";
  return `<div class="summary" role="alert" aria-labelledby="errores-titulo">
<h2 id="errores-titulo">No pudimos procesar el pago</h2>
<ul>${entries
    .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
    .join("")}</ul>
</div>`;
}

/**
 * Where "Cancelar" leads: the merchant's return address without the payment's reference, so
 * the merchant shows its payment step again instead of waiting for an outcome.
 */
function cancelUrl(returnUrl: string): string {
  try {
    const url = new URL(returnUrl);
    url.searchParams.delete("pago");
    return url.toString();
  } catch {
    return returnUrl;
  }
}

/** Whether the checkout is paid by bank transfer (a bank list) rather than by card. */
export const isTransferCheckout = (flowType: string) => flowType.startsWith("transfer");

/** The payment page of a checkout, with the errors of a refused submission. */
export function renderCheckoutPage(checkout: CheckoutRow, errors: FieldErrors = {}): string {
  const providerName = paymentProviderByKey(checkout.provider)?.name ?? checkout.provider;
  const amount = formatAmount(checkout.amount, checkout.currency);
  const transfer = isTransferCheckout(checkout.flowType);
  const fields = transfer
    ? `<fieldset${errors.banco ? ' aria-describedby="banco-error"' : ""}>
<legend id="banco">Elige tu banco</legend>
${SANDBOX_BANKS.map(
  (bank) =>
    `<label class="bank"><input type="radio" name="banco" value="${bank.id}" required> ${escapeHtml(bank.name)}</label>`,
).join("\n")}
${errors.banco ? `<p class="field-error" id="banco-error">${escapeHtml(errors.banco)}</p>` : ""}
</fieldset>`
    : [
        textField(
          "numero",
          {
            autocomplete: "cc-number",
            inputmode: "numeric",
            maxlength: 23,
            hint: "16 dígitos, con o sin espacios",
          },
          errors,
        ),
        textField(
          "vencimiento",
          { autocomplete: "cc-exp", inputmode: "numeric", maxlength: 7, hint: "Mes y año: MM/AA" },
          errors,
        ),
        textField(
          "cvv",
          {
            autocomplete: "cc-csc",
            inputmode: "numeric",
            maxlength: 4,
            hint: "3 o 4 dígitos al reverso",
          },
          errors,
        ),
        textField("titular", { autocomplete: "cc-name", maxlength: 80 }, errors),
      ].join("\n");
  const testData = transfer
    ? ""
    : `<details>
<summary>Tarjetas de prueba</summary>
<table>
<caption class="hint">Usa cualquier vencimiento futuro, cualquier CVV y cualquier nombre.</caption>
<thead><tr><th scope="col">Número</th><th scope="col">Resultado</th></tr></thead>
<tbody>${SANDBOX_CARDS.map(
        (card) =>
          `<tr><td>${card.number.replace(/(\d{4})(?=\d)/g, "$1 ")}</td><td>${escapeHtml(card.label)}</td></tr>`,
      ).join("")}</tbody>
</table>
</details>`;
  return document(
    `Pagar ${amount} · Pasarela de pruebas`,
    `<p class="sandbox">Pasarela de pruebas: no se cobra dinero real. Simula ${escapeHtml(providerName)}.</p>
<h1>Pago seguro</h1>
<dl>
<dt>Detalle</dt><dd>${escapeHtml(checkout.description)}</dd>
<dt>Monto</dt><dd>${escapeHtml(amount)}</dd>
</dl>
${errorSummary(errors)}
<form method="post" novalidate>
${fields}
<button type="submit">Pagar ${escapeHtml(amount)}</button>
</form>
<a class="cancel" href="${escapeHtml(cancelUrl(checkout.returnUrl))}">Cancelar y volver al comercio</a>
${testData}`,
  );
}

/** A page with a message and an optional way back (an unknown or already paid checkout). */
export function renderMessagePage(title: string, message: string, back: string | null): string {
  return document(
    title,
    `<p class="sandbox">Pasarela de pruebas: no se cobra dinero real.</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${back ? `<a class="cancel" href="${escapeHtml(back)}">Volver al comercio</a>` : ""}`,
  );
}
