import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { BackOfficeLayout } from "./back-office-layout";
import { BackOfficeHarness } from "./testing/back-office-harness";

function Frame({ language }: { language: "es" | "en" | "pt" }) {
  return (
    <BackOfficeHarness staffRole="JEFATURA_SAC_CHILE" language={language}>
      <BackOfficeLayout
        language={language}
        onLanguage={() => {}}
        onNavigate={() => {}}
        onSignOut={() => {}}
      >
        <main id="contenido" className="qs-bo-page">
          <h1>Bandeja de solicitudes</h1>
        </main>
      </BackOfficeLayout>
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Layout",
  component: Frame,
  args: { language: "es" },
  parameters: {
    docs: {
      description: {
        component:
          "The frame of every signed-in page: who is signed in and with which role, the sections, the language and signing out.",
      },
    },
  },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Portuguese: Story = { args: { language: "pt" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
