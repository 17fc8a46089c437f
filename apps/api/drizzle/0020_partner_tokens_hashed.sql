-- Partners' iframe tokens were stored as given: keep only their SHA-256 (hex, as hashToken writes it).
UPDATE "partners" SET "iframe_token" = encode(sha256(convert_to("iframe_token", 'UTF8')), 'hex') WHERE "iframe_token" IS NOT NULL;
