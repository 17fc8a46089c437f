#!/usr/bin/env node
// The code an authenticator app shows now for the demo's ADMINISTRADOR and GERENTE
// (DEMO_STAFF_TOTP_SECRET), for whoever tries the back office without an app at hand.
import { Secret, TOTP } from "otpauth";
import { DEMO_STAFF_TOTP_SECRET } from "./demo-staff.mjs";

const totp = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (valid for ${left} s more; the next one follows)`);
