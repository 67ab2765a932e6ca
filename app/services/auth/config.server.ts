import type { AppEnv } from "~/services/deps.server";
import type { JwtConfig } from "./jwt.server";

/** JWT signing settings from the bindings; a missing secret is a deployment error, not a user error. */
export function jwtConfig({ env }: { env: Pick<AppEnv, "JWT_SECRET" | "JWT_KID"> }): JwtConfig {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < 16) throw new Error("JWT_SECRET is not configured (at least 16 characters)");
  return { secret, kid: env.JWT_KID || "local-1" };
}
