import { createApiClient } from "@qs/api-client/api-client";
import { defaultFixtures, type FixtureAnswer } from "@qs/test-support/fixture-api";
import {
  SAMPLE_ACCESS_CODE,
  sampleDeletion,
  sampleDeletionKeepingOrder,
  sampleMyData,
  samplePurchaseData,
} from "@qs/test-support/sample-my-data";
import { SiteHarness } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MyDataPage } from "./my-data-page";

interface PageStoryProps {
  /** API answers ('METHOD /path' or path). */
  api: Record<string, FixtureAnswer>;
  /** Arrive with the code in the fragment, as the e-mail's link does. */
  withCode?: boolean;
  /** The API cannot be reached at all. */
  offline?: boolean;
}

const offlineClient = createApiClient({
  baseUrl: "http://api.fixture",
  countryCode: "CO",
  version: "0.0.0",
  fetch: (async () => {
    throw new TypeError("Failed to fetch");
  }) as typeof fetch,
});

function Page({ api, withCode = true, offline = false }: PageStoryProps) {
  return (
    <SiteHarness
      api={{ ...defaultFixtures, ...api }}
      apiClient={offline ? offlineClient : undefined}
      initialPath={withCode ? `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}` : "/mis-datos"}
    >
      <MyDataPage onDeleted={() => true} />
    </SiteHarness>
  );
}

async function find<T extends Element>(
  root: HTMLElement,
  selector: string,
  text?: string,
): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = [...root.querySelectorAll<T>(selector)].find(
      (element) => text === undefined || element.textContent?.trim() === text,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Not found: ${selector} ${text ?? ""}`);
}

const found = { body: { data: sampleMyData, metadata: { demo: true } } };
const deletion = { body: { data: sampleDeletion, metadata: { demo: true } } };

const openConfirmation = async (root: HTMLElement) =>
  (await find<HTMLButtonElement>(root, "button", "Borrar mis datos")).click();
const confirmDeletion = async (root: HTMLElement) =>
  (await find<HTMLButtonElement>(root, "button", "Sí, borrar mis datos")).click();

const meta = {
  title: "My data/Mis datos",
  component: Page,
  args: { api: { "GET /api/privacidad/mis-datos": found } },
  parameters: {
    docs: {
      description: {
        component:
          "/mis-datos: with the access code from the e-mail, visitors see everything kept about them and can delete it.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 900 },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No code in the address: the visitor pastes the one from the e-mail. */
export const AskForCode: Story = { args: { withCode: false } };

/** Sent empty: the reason under the field, which has focus. */
export const CodeMissing: Story = {
  args: { withCode: false },
  play: async ({ canvasElement }) => {
    (await find<HTMLButtonElement>(canvasElement, "button[type=submit]")).click();
    await find(canvasElement, ".qs-my-data__error");
  },
};

export const Loading: Story = {
  args: { api: { "GET /api/privacidad/mis-datos": { pending: true } } },
};

export const DataShown: Story = {
  play: async ({ canvasElement }) => {
    await find(canvasElement, ".qs-my-data__sections");
  },
};

export const DeletingConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await openConfirmation(canvasElement);
    await find(canvasElement, "[role=alertdialog]");
  },
};

export const Deleting: Story = {
  args: {
    api: {
      "GET /api/privacidad/mis-datos": found,
      "DELETE /api/privacidad/mis-datos": { pending: true },
    },
  },
  play: async ({ canvasElement }) => {
    await openConfirmation(canvasElement);
    await confirmDeletion(canvasElement);
    await find(canvasElement, "button[aria-busy=true]");
  },
};

export const Deleted: Story = {
  args: {
    api: {
      "GET /api/privacidad/mis-datos": found,
      "DELETE /api/privacidad/mis-datos": deletion,
    },
  },
  play: async ({ canvasElement }) => {
    await openConfirmation(canvasElement);
    await confirmDeletion(canvasElement);
    await find(canvasElement, "h2", "Tus datos fueron borrados");
  },
};

/** A paid purchase deleted: its order stays, and the page says why. */
export const DeletedKeepingOrder: Story = {
  args: {
    api: {
      "GET /api/privacidad/mis-datos": {
        body: { data: samplePurchaseData, metadata: { demo: true } },
      },
      "DELETE /api/privacidad/mis-datos": {
        body: { data: sampleDeletionKeepingOrder, metadata: { demo: true } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await openConfirmation(canvasElement);
    await confirmDeletion(canvasElement);
    await find(canvasElement, ".qs-my-data__kept-list");
  },
};

export const InvalidCode: Story = {
  args: {
    api: {
      "GET /api/privacidad/mis-datos": {
        status: 404,
        body: { error: "El código de acceso no es válido o tus datos ya se borraron" },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await find(canvasElement, "h2", "No encontramos datos con este código");
  },
};

export const NetworkError: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await find(canvasElement, "h2", "No pudimos obtener tus datos");
  },
};

export const DataShownMobile: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await find(canvasElement, ".qs-my-data__sections");
  },
};
