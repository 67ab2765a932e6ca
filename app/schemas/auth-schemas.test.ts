import { describe, expect, it } from "vitest";
import { detectIdentifierType, loginSchema, registerFormSchema, registerSchema } from "./auth";
import { profileFormSchema, profileUpdateSchema } from "./profile";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("auth schemas", () => {
  it("detects the identifier type", () => {
    expect(detectIdentifierType("a@b.c")).toBe("email");
    expect(detectIdentifierType("+86 138 0000 0000")).toBe("phone");
    expect(detectIdentifierType("alice")).toBe("username");
  });

  it("register: password 8–128, username ≤ 64, the identifier of identifierType required", () => {
    expect(messages(registerSchema.safeParse({ username: "ab", password: "short" }))).toEqual({
      username: "errors.usernameTooShort",
      password: "errors.passwordTooShort",
    });
    expect(
      messages(registerSchema.safeParse({ username: "u".repeat(65), password: "p".repeat(129) })),
    ).toEqual({
      username: "errors.usernameTooLong",
      password: "errors.passwordTooLong",
    });
    expect(
      messages(
        registerSchema.safeParse({ identifierType: "email", username: "alice", password: "long-enough" }),
      ),
    ).toEqual({
      email: "errors.required",
    });
    const parsed = registerSchema.parse({
      identifierType: "email",
      identifier: " Alice@Example.COM ",
      username: "alice",
      password: "long-enough",
    });
    expect(parsed.email).toBe("alice@example.com");
  });

  it("the register form wants matching passwords; login keeps rememberMe a boolean", () => {
    const result = registerFormSchema.safeParse({
      username: "alice",
      password: "long-enough",
      confirmPassword: "other-one",
    });
    expect(messages(result)).toEqual({ confirmPassword: "errors.passwordMismatch" });
    expect(loginSchema.parse({ identifier: "alice", password: "x" }).rememberMe).toBe(false);
  });
});

describe("profile schemas", () => {
  it("refuses over-long text, non-http URLs, bad dates and unknown time zones, naming each field", () => {
    const result = profileUpdateSchema.safeParse({
      nickname: "n".repeat(65),
      avatarUrl: "javascript:alert(1)",
      birthday: "31/12/1999",
      timezone: "Mars/Olympus",
      bio: "b".repeat(5001),
      interests: Array.from({ length: 21 }, (_, i) => `i${i}`),
    });
    expect(Object.keys(messages(result)).sort()).toEqual([
      "avatarUrl",
      "bio",
      "birthday",
      "interests",
      "nickname",
      "timezone",
    ]);
  });

  it("turns the form's text areas into the API shape and empty fields into null", () => {
    const value = profileFormSchema.parse({
      nickname: "Nick",
      avatarUrl: "",
      gender: "other",
      theme: "dark",
      socialLinks: "github https://github.com/me\nblog: https://blog.example",
      interests: "maps, cats，games",
      timezone: "Asia/Shanghai",
    });
    expect(value).toMatchObject({
      nickname: "Nick",
      avatarUrl: null,
      gender: "other",
      theme: "dark",
      socialLinks: { github: "https://github.com/me", blog: "https://blog.example" },
      interests: ["maps", "cats", "games"],
      timezone: "Asia/Shanghai",
      bio: null,
    });
  });

  it("reports a bad social link on the socialLinks field", () => {
    const result = profileFormSchema.safeParse({ socialLinks: "github not-a-url" });
    expect(messages(result)).toEqual({ socialLinks: "errors.urlInvalid" });
  });
});
