import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { CONDITION_TIMEOUT_MS } from "./conditions.js";

// Waiting for an element is not a speed check: on a busy machine running many
// suites at once (turbo runs every package's tests side by side), the default 1 s is too
// little for a first render, and 5 s was once too little for a consent check to settle.
configure({ asyncUtilTimeout: CONDITION_TIMEOUT_MS });

afterEach(() => cleanup());
