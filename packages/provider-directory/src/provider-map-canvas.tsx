import type { Provider } from "@qs/domain/provider";
import type { LngLatBoundsLike, StyleSpecification } from "maplibre-gl";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef, useState } from "react";
import { feature } from "topojson-client";
import countries110m from "world-atlas/countries-110m.json";

maplibregl.setWorkerUrl(workerUrl);

export type MapState = "loading" | "ready" | "failed";

/** Country outlines from Natural Earth (public domain): a map that needs no tile server. */
function outlineStyle(): StyleSpecification {
  const topology = countries110m as unknown as Parameters<typeof feature>[0];
  const outlines = feature(
    topology,
    topology.objects.countries as Parameters<typeof feature>[1],
  ) as GeoJSON.FeatureCollection;
  return {
    version: 8,
    sources: { countries: { type: "geojson", data: outlines } },
    layers: [
      { id: "water", type: "background", paint: { "background-color": "#dbe8f5" } },
      { id: "land", type: "fill", source: "countries", paint: { "fill-color": "#f7f5ef" } },
      {
        id: "borders",
        type: "line",
        source: "countries",
        paint: { "line-color": "#9aa6b2", "line-width": 0.8 },
      },
    ],
  };
}

function pointsOf(providers: readonly Provider[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: "FeatureCollection",
    features: providers.map((provider) => ({
      type: "Feature",
      properties: { id: provider.id, name: provider.displayName },
      geometry: { type: "Point", coordinates: [provider.longitude, provider.latitude] },
    })),
  };
}

/** Every provider in view, with room around them, never closer than a neighbourhood. */
const FIT = { padding: 48, maxZoom: 12 };

function boundsOf(providers: readonly Provider[]): LngLatBoundsLike {
  const longitudes = providers.map((provider) => provider.longitude);
  const latitudes = providers.map((provider) => provider.latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}

/**
 * Each cluster's count as an HTML marker over its circle: the outline style has no font
 * (glyphs) to draw text with, and the page's own font draws it the same offline. Kept in step
 * with the clusters the map shows; markers of clusters no longer shown are removed.
 */
function clusterCounts(map: maplibregl.Map): () => void {
  const markers = new Map<number, maplibregl.Marker>();
  return () => {
    const shown = new Set<number>();
    for (const point of map.querySourceFeatures("providers")) {
      const properties = point.properties as { cluster_id?: number; point_count?: number };
      const id = properties.cluster_id;
      if (id === undefined || shown.has(id)) continue;
      shown.add(id);
      if (markers.has(id)) continue;
      const label = document.createElement("span");
      label.className = "qs-provider-map__count";
      label.textContent = String(properties.point_count ?? "");
      const [longitude, latitude] = (point.geometry as GeoJSON.Point).coordinates as [
        number,
        number,
      ];
      markers.set(
        id,
        new maplibregl.Marker({ element: label }).setLngLat([longitude, latitude]).addTo(map),
      );
    }
    for (const [id, marker] of markers) {
      if (shown.has(id)) continue;
      marker.remove();
      markers.delete(id);
    }
  };
}

/**
 * The map itself (MapLibre GL): the providers as points, clustered below zoom 11 with their
 * count, framed to show them all. Hidden from assistive technology, which reads the list beside it; without
 * WebGL it says so and the list stays.
 */
export default function ProviderMapCanvas({
  providers,
  styleUrl,
  unavailable,
  onState,
}: {
  providers: readonly Provider[];
  styleUrl: string | undefined;
  unavailable: string;
  /** Told when the map is drawn or fails. */
  onState?: (state: MapState) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");
  useEffect(() => onState?.(state), [state, onState]);

  useEffect(() => {
    const frame = container.current;
    if (!frame) return;
    setState("loading");
    const bounds = boundsOf(providers);
    // Busy from now until drawn, set on the element itself so that no render stands between a
    // change of size and a picture's check of it.
    frame.setAttribute("aria-busy", "true");
    let map: maplibregl.Map;
    try {
      map = new maplibregl.Map({
        container: frame,
        style: styleUrl ?? outlineStyle(),
        bounds,
        fitBoundsOptions: FIT,
        attributionControl: false,
        trackResize: false,
        keyboard: false,
        fadeDuration: 0,
        // The drawn frame stays in the canvas until the next one: a picture (or a screen
        // reader's snapshot) taken between frames shows the map, not an emptied buffer.
        canvasContextAttributes: { preserveDrawingBuffer: true },
      });
    } catch {
      frame.removeAttribute("aria-busy");
      setState("failed");
      return;
    }
    const counts = clusterCounts(map);
    const drawn = () =>
      map.once("idle", () => {
        counts();
        frame.removeAttribute("aria-busy");
        setState("ready");
      });
    // A visitor's zoom or pan regroups the clusters: their counts follow once it settles.
    map.on("moveend", () => map.once("idle", counts));
    map.getCanvas().setAttribute("tabindex", "-1");
    // A frame that changes size (the page's layout settling, a rotated phone) is drawn again
    // with every provider framed, rather than keeping a centre chosen for another size.
    const resized = new ResizeObserver(() => {
      const canvas = map.getCanvas();
      if (canvas.clientWidth === frame.clientWidth && canvas.clientHeight === frame.clientHeight)
        return;
      frame.setAttribute("aria-busy", "true");
      map.resize();
      map.fitBounds(bounds, { ...FIT, animate: false });
      drawn();
    });
    resized.observe(frame);
    map.on("load", () => {
      map.addSource("providers", {
        type: "geojson",
        data: pointsOf(providers),
        cluster: true,
        clusterMaxZoom: 10,
        clusterRadius: 36,
      });
      map.addLayer({
        id: "clusters",
        type: "circle",
        source: "providers",
        filter: ["has", "point_count"],
        paint: {
          "circle-color": "#0846c2",
          "circle-opacity": 0.85,
          "circle-radius": ["step", ["get", "point_count"], 12, 5, 16, 20, 22],
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
        },
      });
      map.addLayer({
        id: "points",
        type: "circle",
        source: "providers",
        filter: ["!", ["has", "point_count"]],
        paint: {
          "circle-color": "#d45f00",
          "circle-radius": 7,
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
        },
      });
      drawn();
    });
    map.on("error", () => {
      frame.removeAttribute("aria-busy");
      setState((now) => (now === "loading" ? "failed" : now));
    });
    return () => {
      resized.disconnect();
      map.remove();
    };
  }, [providers, styleUrl]);

  return (
    <>
      <div
        ref={container}
        className="qs-provider-map__canvas"
        aria-hidden="true"
        data-map-state={state}
      />
      {state === "failed" && <p className="qs-provider-map__waiting">{unavailable}</p>}
    </>
  );
}
