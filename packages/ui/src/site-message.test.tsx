import {
  CONSENT_REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PHONE_MESSAGE,
} from "@qs/domain/api/leads";
import { HOLDER_AGE_MESSAGE, TERMS_MESSAGE } from "@qs/domain/api/purchase";
import { downloadEmailRequiredMessage } from "@qs/domain/document";
import { INVALID_RUT_MESSAGE } from "@qs/domain/rut";
import { INVALID_IDENTIFICATION_MESSAGE } from "@qs/domain/validate-identification";
import { REQUIRED_MESSAGE } from "@qs/domain/validators";
import { createI18n } from "@qs/i18n/create-i18n";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { SiteMessage, validationKeyOf } from "./site-message";
import { WithLanguage } from "./testing/with-language";

describe("site messages", () => {
  it("know the shared rules' Spanish messages, as the domain (and the API) write them", () => {
    expect(validationKeyOf(REQUIRED_MESSAGE)).toBe("validation.required");
    expect(validationKeyOf(NAME_MESSAGE)).toBe("validation.name");
    expect(validationKeyOf(EMAIL_MESSAGE)).toBe("validation.email");
    expect(validationKeyOf(PHONE_MESSAGE)).toBe("validation.phone");
    expect(validationKeyOf(CONSENT_REQUIRED_MESSAGE)).toBe("validation.consent");
    expect(validationKeyOf(INVALID_RUT_MESSAGE)).toBe("validation.invalidRut");
    expect(validationKeyOf(INVALID_IDENTIFICATION_MESSAGE)).toBe(
      "validation.invalidIdentification",
    );
    expect(validationKeyOf(downloadEmailRequiredMessage)).toBe("validation.emailRequired");
    expect(validationKeyOf(HOLDER_AGE_MESSAGE)).toBe("validation.holderAge");
    expect(validationKeyOf(TERMS_MESSAGE)).toBe("validation.terms");
    expect(validationKeyOf("Un mensaje que solo la API conoce")).toBeNull();
  });

  it("show a known message in the page's language and mark any other as Spanish", () => {
    render(
      <WithLanguage language="en">
        <p data-testid="known">
          <SiteMessage message={PHONE_MESSAGE} />
        </p>
        <p data-testid="api">
          <SiteMessage message="Un mensaje que solo la API conoce" />
        </p>
      </WithLanguage>,
    );
    expect(screen.getByTestId("known")).toHaveTextContent("Enter a valid phone number");
    expect(screen.getByTestId("known").querySelector("[lang]")).toBeNull();
    expect(screen.getByText("Un mensaje que solo la API conoce")).toHaveAttribute("lang", "es");
  });

  it("leave a Spanish page as it was", () => {
    render(
      <WithLanguage language="es">
        <p data-testid="api">
          <SiteMessage message="Un mensaje que solo la API conoce" />
        </p>
        <p data-testid="known">
          <SiteMessage message={REQUIRED_MESSAGE} />
        </p>
      </WithLanguage>,
    );
    expect(screen.getByTestId("api").innerHTML).toBe("Un mensaje que solo la API conoce");
    expect(screen.getByTestId("known").innerHTML).toBe("campo requerido");
  });

  it("show a rule's Spanish message with the texts a Spanish page ships, which hold no field messages", () => {
    const i18n = createI18n("es");
    expect(i18n.exists("validation.phone")).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <p data-testid="known">
          <SiteMessage message={PHONE_MESSAGE} />
        </p>
      </I18nextProvider>,
    );
    expect(screen.getByTestId("known").innerHTML).toBe(PHONE_MESSAGE);
  });
});
