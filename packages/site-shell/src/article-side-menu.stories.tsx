import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { ArticleSideMenu } from "./article-side-menu";
import "./info-pages.css";

const meta = {
  title: "Site shell/Article side menu",
  component: ArticleSideMenu,
  args: {
    label: "Contenido",
    sections: [
      { id: "s1", title: "Qué cubre un plan de salud" },
      { id: "s2", title: "Cómo comparar precios" },
      { id: "s3", title: "Qué preguntar antes de contratar" },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240, padding: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "The 'Contenido' menu beside a blog guide: one link per section, the section being read marked in bold as the visitor scrolls.",
      },
    },
  },
} satisfies Meta<typeof ArticleSideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first section is the one being read. */
export const Default: Story = {};
/** Long section titles must wrap in the narrow column. */
export const LongTexts: Story = {
  args: {
    sections: [
      {
        id: "s1",
        title: "Diferencias entre medicina prepagada, póliza de salud y plan complementario",
      },
      { id: "s2", title: "Copagos, deducibles y períodos de carencia explicados con ejemplos" },
      { id: "s3", title: "Preguntas que conviene hacer antes de firmar" },
    ],
  },
};
/** A guide without sections: only the title. */
export const Empty: Story = { args: { sections: [] } };
