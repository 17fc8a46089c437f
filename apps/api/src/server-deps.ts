import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { ResponseCache } from "./http/response-cache";
import { RobotCounter } from "./services/robot-counter";

/** Per-process state of one server: the answer cache and the comparison request counter. */
export interface ServerState {
  responseCache: ResponseCache;
  robotCounter: RobotCounter;
}

export interface ServerDeps {
  db: Database;
  clock: Clock;
  config: Config;
  state: ServerState;
}

export function createServerState(config: Config): ServerState {
  return {
    responseCache: new ResponseCache(config.responseCacheSeconds * 1000, 500),
    robotCounter: new RobotCounter(config.robotMaxRequests, config.robotWindowSeconds * 1000),
  };
}
