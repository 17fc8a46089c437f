import { type StaticDataRouteOption, useMatch } from "@tanstack/react-router";

/** The static data of the route that renders the calling page. */
export function useRouteData(): StaticDataRouteOption {
  return useMatch({ strict: false, select: (match) => match.staticData });
}
