import type { Tab } from "@qs/domain/tab";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { visibleTabs } from "../tabs/detail-tabs";
import { sampleTabs } from "../testing/detail-harness";
import { TabGroup } from "./tab-group";
import "./plan-detail.css";

const path = "/Seguros/Seguros-Andinos/Salud-Esencial";
const tabs = visibleTabs(sampleTabs);
const tabAt = (url: string) => tabs.find((tab) => tab.url === url) ?? null;

const meta = {
  title: "Plan detail/Tab group",
  component: TabGroup,
  args: { tabs, active: tabAt(""), insurancePath: path, mobile: false },
  decorators: [
    (Story) => (
      <div className="qs-container" style={{ paddingTop: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "The tab bar of a plan's page (summary, coverages, clinics, conditions, questions, request). Each tab is its own address; on a phone three tabs show and the rest sit under 'Ver más'.",
      },
    },
  },
} satisfies Meta<typeof TabGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: every tab with its icon, the summary active, 'Solicitar' highlighted. */
export const Default: Story = {};
/** The conditions tab active. */
export const DocumentActive: Story = { args: { active: tabAt("Condiciones") } };
/** A disabled tab (clinics) is shown greyed and is not a link. */
export const Disabled: Story = {
  args: {
    tabs: tabs.map((tab): Tab => (tab.url === "Clinicas" ? { ...tab, disabled: true } : tab)),
  },
};
/** Long tab titles must wrap or scroll, not push the page wider. */
export const LongTexts: Story = {
  args: {
    tabs: tabs.map(
      (tab): Tab =>
        tab.url === "Clinicas"
          ? { ...tab, title: "Clínicas, hospitales y prestadores en convenio a nivel nacional" }
          : tab.url === "Condiciones"
            ? { ...tab, title: "Condiciones generales y particulares de la póliza" }
            : tab,
    ),
  },
};
/** Phone: three tabs, then 'Ver más'. */
export const Phone: Story = {
  args: { mobile: true },
  globals: { viewport: { value: "phone", isRotated: false } },
};
/** Phone, with 'Ver más' opened. */
export const PhoneMoreOpen: Story = {
  args: { mobile: true },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>(".qs-tabs__more > button")?.click();
  },
};
/** Phone, on a tab of the 'Ver más' menu: it takes the bar's last place. */
export const PhoneActiveInMore: Story = {
  args: { mobile: true, active: tabAt("Preguntas-Frecuentes") },
  globals: { viewport: { value: "phone", isRotated: false } },
};
