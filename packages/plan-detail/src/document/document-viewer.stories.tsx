import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness, fakePdfLoader } from "../testing/detail-harness";
import { DocumentViewer, type DocumentViewerProps } from "./document-viewer";

function Viewer(props: DocumentViewerProps) {
  return (
    <DetailHarness>
      <div style={{ maxWidth: 760, padding: 24 }}>
        <DocumentViewer {...props} />
      </div>
    </DetailHarness>
  );
}

const meta = {
  title: "Plan detail/Document viewer",
  component: Viewer,
  args: { url: "/api/documents/41/file", insuranceId: 1001, loader: fakePdfLoader(12) },
  parameters: {
    docs: {
      description: {
        component:
          "A plan's PDF read in the page, page by page: the first pages, then 'Seguir leyendo...', and a download button for staff.",
      },
    },
  },
} satisfies Meta<typeof Viewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loader: fakePdfLoader(12, { pending: true }) },
  // The document never comes: the picture is of the loading state.
  parameters: { showsPending: true },
};

/** Outside a modal: 7 pages, then 'Seguir leyendo...'. */
export const Pages: Story = {};

export const ShortDocument: Story = { args: { loader: fakePdfLoader(3) } };

/** In a modal every page renders. */
export const InModal: Story = { args: { modal: true } };

export const LoadError: Story = { args: { loader: fakePdfLoader(0, { fail: true }) } };

/** Internal traffic sees the download button. */
export const InternalTraffic: Story = { args: { internalTraffic: true } };
