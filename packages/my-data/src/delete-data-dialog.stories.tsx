import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DeleteDataDialog } from "./delete-data-dialog";

const meta = {
  title: "My data/Delete data dialog",
  component: DeleteDataDialog,
  args: { onConfirm: () => {}, onCancel: () => {}, deleting: false, error: null },
  parameters: {
    docs: {
      description: {
        component:
          "The question 'Mis datos' asks before erasing a visitor's data: 'Cancelar' has the focus, and while the deletion is on its way both buttons wait.",
      },
      // A modal covers the whole page: each story in its own frame.
      story: { inline: false, iframeHeight: 360 },
    },
  },
} satisfies Meta<typeof DeleteDataDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asking: 'Sí, borrar mis datos' or 'Cancelar'. */
export const Default: Story = {};
/** The deletion is on its way. */
export const Deleting: Story = {
  args: { deleting: true },
  // Busy by design: the picture is of the dialog while the data is deleted.
  parameters: { showsPending: true },
};
/** The last try failed: the reason under the question. */
export const Failed: Story = {
  args: { error: "No pudimos borrar tus datos. Inténtalo de nuevo en unos minutos." },
};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Phone: Story = {
  args: Failed.args,
  globals: { viewport: { value: "phone", isRotated: false } },
};
