import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness } from "../testing/detail-harness";
import { DownloadDialog, type DownloadDialogProps } from "./download-dialog";
import { DOWNLOAD_GENERIC_ERROR, DOWNLOAD_INVALID_DATA } from "./download-request";

function Story(props: DownloadDialogProps) {
  return (
    <DetailHarness>
      <DownloadDialog {...props} />
    </DetailHarness>
  );
}

const meta = {
  title: "Plan detail/Download dialog",
  component: Story,
  args: {
    documentUrl: "/api/documents/41/file",
    insuranceId: 1001,
    onClose: () => {},
    send: async () => ({ sent: true }),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The dialog that sends a plan's document to the visitor's e-mail, with its checks, the sending state and the API's refusals.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 520 },
    },
  },
} satisfies Meta<typeof Story>;
export default meta;
type Entry = StoryObj<typeof meta>;

export const Idle: Entry = {};

export const Invalid: Entry = { args: { initialEmail: "ana@" } };

export const Sending: Entry = {
  args: { initialEmail: "ana@example.com", initialState: { status: "sending" } },
};

export const Success: Entry = {
  args: { initialEmail: "ana@example.com", initialState: { status: "success" } },
};

export const ValidationError: Entry = {
  args: {
    initialEmail: "ana@example.com",
    initialState: {
      status: "error",
      validation: true,
      message: DOWNLOAD_INVALID_DATA,
    },
  },
};

export const LimitReached: Entry = {
  args: {
    initialEmail: "ana@example.com",
    initialState: {
      status: "error",
      message: "Límite de descargas alcanzado. Intenta nuevamente en 24 horas.",
    },
  },
};

export const OtherError: Entry = {
  args: {
    initialEmail: "ana@example.com",
    initialState: { status: "error", message: DOWNLOAD_GENERIC_ERROR },
  },
};
