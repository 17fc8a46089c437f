import { describe, expect, it, vi } from "vitest";
import { ApiError, RequestTimeoutError } from "./api-client";
import { RetryExhaustedError, withRetry } from "./retry";

describe("withRetry", () => {
  it("tries 3 times, 1500 ms apart, logging the call's message each time, then gives the exhausted message", async () => {
    const sleep = vi.fn(async () => {});
    const log = vi.fn();
    const call = vi.fn(async () => {
      throw new Error("red caída");
    });
    const error = await withRetry(call, {
      message: "Error al obtener los paises",
      sleep,
      log,
    }).catch((e: unknown) => e);
    expect(call).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1500], [1500]]);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[0]).toBe("Error al obtener los paises");
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect((error as Error).message).toBe(
      "Se ha sobrepasado el limite de intentos (3), Intente mas tarde.",
    );
  });

  it("returns as soon as a try succeeds", async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error("x")).mockResolvedValueOnce("ok");
    await expect(
      withRetry(call, { message: "m", sleep: async () => {}, log: () => {} }),
    ).resolves.toBe("ok");
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("does not retry a 4xx answer: it is the API's verdict, not a failure", async () => {
    const call = vi.fn(async () => {
      throw new ApiError(401, { error: "robot" }, "/api/compare/products");
    });
    await expect(
      withRetry(call, { message: "m", sleep: async () => {}, log: () => {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("retries a 5xx answer and a network error", async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, { error: "Base de datos no disponible" }, "/api/x"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce("ok");
    await expect(
      withRetry(call, { message: "m", sleep: async () => {}, log: () => {} }),
    ).resolves.toBe("ok");
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("never retries a request that timed out", async () => {
    const call = vi.fn(async () => {
      throw new RequestTimeoutError(15_000);
    });
    const log = vi.fn();
    await expect(
      withRetry(call, { message: "m", sleep: async () => {}, log }),
    ).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(call).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("never retries, nor logs, a request its caller cancelled", async () => {
    const call = vi.fn(async () => {
      throw new DOMException("This operation was aborted", "AbortError");
    });
    const log = vi.fn();
    const sleep = vi.fn(async () => {});
    const error = await withRetry(call, { message: "m", sleep, log }).catch((e: unknown) => e);
    expect((error as Error).name).toBe("AbortError");
    expect(call).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});
