import { spaViteConfig } from "@qs/site-server/vite-config";

export default spaViteConfig(import.meta.url);
