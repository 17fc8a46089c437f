import { sampleChileSiteConfig } from "@qs/country-samples/sample-countries";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlogArticlePage, BlogIndexPage } from "./blog-page";

const meta = {
  title: "Site shell/Blog",
  component: BlogIndexPage,
  subcomponents: { BlogArticlePage },
  parameters: {
    docs: {
      description: {
        component:
          "The blog section of each site (QS-Blog, QP-Blog, IH-Blog): the list of guides, and each guide with a side menu of its sections.",
      },
    },
  },
} satisfies Meta<typeof BlogIndexPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list of guides. */
export const Index: Story = {};
/** Chile's section (QP-Blog). */
export const IndexChile: Story = { decorators: [withSite({ config: sampleChileSiteConfig })] };
export const IndexPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};
/** A guide: its sections and the side menu, the first section marked as being read. */
export const Article: Story = {
  render: () => <BlogArticlePage slug="como-elegir-un-plan-de-salud" />,
};
export const ArticleEnglish: Story = {
  render: () => <BlogArticlePage slug="medicina-prepagada-o-poliza-de-salud" />,
  decorators: [withSite({ language: "en" })],
};
/** On a phone the side menu goes under the text. */
export const ArticlePhone: Story = {
  render: () => <BlogArticlePage slug="como-elegir-un-plan-de-salud" />,
  globals: { viewport: { value: "phone", isRotated: false } },
};
/** A guide that does not exist: the 404 page. */
export const UnknownArticle: Story = {
  render: () => <BlogArticlePage slug="guia-que-no-existe" />,
};
