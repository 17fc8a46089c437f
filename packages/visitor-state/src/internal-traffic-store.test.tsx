import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  endInternalTraffic,
  forcedRefreshToken,
  INTERNAL_TRAFFIC_STORAGE_KEY,
  isForcedRefresh,
  isInternalTraffic,
  rememberStaffToken,
  setInternalTrafficSettings,
  useInternalTraffic,
} from "./internal-traffic-store";

function Probe() {
  return <p>{useInternalTraffic() ? "interno" : "visitante"}</p>;
}

describe("internal-traffic store", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("hands the tab's staff token to GET requests only while forced refresh is on, and forgets it at the end", () => {
    rememberStaffToken("token-de-personal-0123456789abcdefghij");
    expect(forcedRefreshToken()).toBeNull();
    setInternalTrafficSettings({ internalTraffic: true, forcedRefresh: true });
    expect(forcedRefreshToken()).toBe("token-de-personal-0123456789abcdefghij");
    setInternalTrafficSettings({ forcedRefresh: false });
    expect(forcedRefreshToken()).toBeNull();
    setInternalTrafficSettings({ forcedRefresh: true });
    endInternalTraffic();
    setInternalTrafficSettings({ internalTraffic: true, forcedRefresh: true });
    expect(forcedRefreshToken()).toBeNull();
  });

  it("is off for an ordinary visitor", () => {
    expect(isInternalTraffic()).toBe(false);
    expect(isForcedRefresh()).toBe(false);
    render(<Probe />);
    expect(screen.getByText("visitante")).toBeInTheDocument();
  });

  it("stores the flag as 'true' and tells subscribers", () => {
    render(<Probe />);
    act(() => setInternalTrafficSettings({ internalTraffic: true, startedAt: 1 }));
    expect(localStorage.getItem(INTERNAL_TRAFFIC_STORAGE_KEY)).toBe("true");
    expect(screen.getByText("interno")).toBeInTheDocument();
    act(() => endInternalTraffic());
    expect(screen.getByText("visitante")).toBeInTheDocument();
    expect(localStorage.getItem(INTERNAL_TRAFFIC_STORAGE_KEY)).toBeNull();
  });

  it("forces refresh only for internal traffic", () => {
    setInternalTrafficSettings({ forcedRefresh: true });
    expect(isForcedRefresh()).toBe(false);
    setInternalTrafficSettings({ internalTraffic: true });
    expect(isForcedRefresh()).toBe(true);
  });
});
