import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { MAIL_PICKUP_DIR, onSites } from "../sites";
import { expectAccessible } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * A visitor saves a comparison with an e-mail address: the e-mail arrives with the link, the
 * link shows the comparison on 'Mis datos' with each plan's price, and the visitor confirms the
 * price alerts there. (A price change and its one alert are tested on the API, which owns the
 * catalogue.)
 */

/** The text of the e-mails of `kind` delivered to `to`, as the recipient gets them. */
async function deliveredMail(to: string, kind: string): Promise<string[]> {
  const names = await readdir(MAIL_PICKUP_DIR).catch(() => [] as string[]);
  const texts = await Promise.all(
    names
      .filter((name) => name.endsWith(".eml"))
      .map((name) => readFile(join(MAIL_PICKUP_DIR, name), "utf8")),
  );
  return texts.filter(
    (text) => text.includes(`\r\nTo: ${to}\r\n`) && text.includes(`\r\nX-QS-Kind: ${kind}\r\n`),
  );
}

test.describe("saved comparisons", { tag: onSites("CO") }, () => {
  test("a visitor saves a comparison, opens the e-mail's link and confirms the price alerts", async ({
    page,
  }) => {
    const email = `guardar-${Date.now()}@example.com`;
    await page.goto("/Comparar/Polizas-de-Salud");
    await hydrated(page);
    const boxes = page.getByRole("checkbox", { name: "Comparar" });
    for (const index of [0, 1]) await boxes.nth(index).check();
    await page.getByRole("link", { name: /Comparar ahora/ }).click();
    await expect(page).toHaveURL(/\/Comparar\/Comparacion\?productos=/);
    const names = await page.locator(".qs-comparison__name").allTextContents();

    const save = page.getByRole("region", { name: "Guarda esta comparación" });
    await save.getByRole("button", { name: "Guardar y avisarme si cambia el precio" }).click();
    await save.getByLabel("Tu correo").fill(email);
    await save.getByRole("button", { name: "Guardar comparación" }).click();
    await expect(
      save.getByText("Debes aceptar el tratamiento de tus datos para guardar la comparación"),
    ).toBeVisible();
    await save.getByRole("checkbox").check();
    await expectAccessible(page, "a comparison's save form");
    await save.getByRole("button", { name: "Guardar comparación" }).click();
    await expect(
      page.getByRole("region", { name: "Revisa tu correo" }).getByRole("status"),
    ).toContainText(`Te enviamos un enlace a ${email}`);

    let link: string | undefined;
    await expect
      .poll(async () => {
        const [mail] = await deliveredMail(email, "comparacion-guardada");
        link = mail?.match(/https?:\/\/\S+\/mis-datos#codigo=[A-Za-z0-9_-]{43}/)?.[0];
        return link;
      })
      .toBeTruthy();

    // The link opens 'Mis datos' in another browser, as the recipient would.
    const other = await page.context().browser()?.newContext();
    const recipient = await other?.newPage();
    if (!recipient || !link) throw new Error("No browser for the recipient");
    try {
      await recipient.goto(new URL(link).pathname + new URL(link).hash);
      const section = recipient.getByRole("region", { name: "Comparación guardada" });
      await expect(section).toBeVisible();
      for (const name of names)
        await expect(section.getByRole("rowheader", { name })).toBeVisible();
      await expect(section).toContainText("Sin confirmar: aún no te enviamos avisos");
      await section.getByRole("button", { name: "Confirmar y recibir avisos" }).click();
      await expect(section).toContainText("Activos: te escribimos una vez por cambio");
      await expect(section.getByRole("button", { name: "Dejar de recibir avisos" })).toBeVisible();
      await expectAccessible(recipient, "a saved comparison on 'Mis datos'");
    } finally {
      await other?.close();
    }
  });
});
