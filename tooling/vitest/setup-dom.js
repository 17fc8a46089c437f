import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Waiting for an element is not a speed check: on a busy machine running many
// suites at once, the default 1 s is too little for a first render.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
