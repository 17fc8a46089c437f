import type { TaxDocumentComment } from "@qs/domain/api/portal";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "../back-office.css";
import { StaffApiError } from "../staff-api";
import { PortalHarness, sampleComments } from "../testing/portal-harness";
import { TaxDocumentComments, TaxDocumentThread } from "./tax-document-thread";

function Thread({
  viewer,
  comments,
  load,
  send,
  collapsed,
  language,
}: {
  viewer: "client" | "staff";
  /** What the thread holds (`load` answers it unless given). */
  comments?: TaxDocumentComment[];
  load?: () => Promise<TaxDocumentComment[]>;
  /** Absent: read only. */
  send?: ((body: string) => Promise<TaxDocumentComment[]>) | null;
  /** Behind its closed disclosure, as the policy's page first shows it. */
  collapsed?: boolean;
  language?: "es" | "en" | "pt";
}) {
  const thread = comments ?? sampleComments;
  const props = {
    period: 1,
    viewer,
    queryKey: ["story-thread", viewer, thread.length],
    load: load ?? (async () => thread),
    send:
      send === null
        ? undefined
        : (send ??
          (async (body: string) => [
            ...thread,
            {
              id: thread.length + 1,
              author: viewer,
              name: viewer === "client" ? "Laura Gómez" : "Ana Rojas",
              body,
              at: "2026-11-27T15:00:00.000Z",
            },
          ])),
  };
  return (
    <PortalHarness language={language ?? "es"}>
      <main className="qs-bo-page">
        {collapsed ? <TaxDocumentComments {...props} /> : <TaxDocumentThread {...props} />}
      </main>
    </PortalHarness>
  );
}

const meta = {
  title: "Clients' portal/Tax document thread",
  component: Thread,
  args: { viewer: "client" },
  parameters: {
    docs: {
      description: {
        component:
          "What a company and the team said about a paid period's tax document, oldest first, each with who and when; one's own messages on the right. The company writes from the portal (tax-document:read), the team answers from the back office (tax-document:comment); a role that only reads sees no box.",
      },
    },
  },
} satisfies Meta<typeof Thread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's question and the team's answer, seen by the company: the answer is signed by the team once. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [question, answer] = await canvas.findAllByRole("listitem");
    await expect(question).toHaveTextContent(/^Laura Gómez · Empresa · /);
    await expect(answer).toHaveTextContent(/^Equipo QueSeguro · /);
    await expect(answer).not.toHaveTextContent(/postventa/);
  },
};
/** Nothing said yet. */
export const Empty: Story = { args: { comments: [] } };
/** A comment sent: the whole thread answered back, and the notice. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText("Tu comentario"),
      "Gracias, quedo atenta a la nueva factura.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Enviar comentario" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Comentario enviado.");
  },
};
/** An empty comment: the message beside the box, nothing sent. */
export const EmptyComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Enviar comentario" }));
    await expect(canvas.getByLabelText("Tu comentario")).toHaveAccessibleDescription(
      /Escribe tu comentario/,
    );
  },
};
/** A period that is not paid: the API's 409, in its words. */
export const NotPaid: Story = {
  args: {
    load: async () => {
      throw new StaffApiError(
        409,
        "El documento tributario se emite cuando el período está pagado",
      );
    },
  },
};
/** The team's side: the company's messages on the left, the answer box. */
export const Team: Story = { args: { viewer: "staff" } };
/** A member who reads threads and does not answer them (support). */
export const TeamReadOnly: Story = { args: { viewer: "staff", send: null } };
/** Closed, as the policy's page lists it under each paid period. */
export const Collapsed: Story = { args: { collapsed: true } };
/** Opened from its disclosure. */
export const Opened: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText("Comentarios del período 1"));
    await expect(await canvas.findByText(/La factura del período 1/)).toBeVisible();
  },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
