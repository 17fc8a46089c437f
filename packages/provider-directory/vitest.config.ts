import { vitestPreset } from "@qs/vitest-config";

export default vitestPreset("jsdom");
