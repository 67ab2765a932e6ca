import { PASSWORD_MAX } from "~/utils/auth-fields";
import { type FieldProps, FormField } from "./form-field";
import { type FieldMeta, inputProps } from "./server-form";

type PasswordFieldProps = Omit<FieldProps, "field" | "children"> & {
  field: FieldMeta;
  /** `new-password` where one is chosen (password managers offer one), else `current-password`. */
  autoComplete: "new-password" | "current-password";
  minLength?: number;
};

/** A required password input in its labelled field, at most PASSWORD_MAX characters. */
export function PasswordField({ field, autoComplete, minLength, ...label }: PasswordFieldProps) {
  return (
    <FormField field={field} {...label}>
      {(aria) => (
        <input
          {...inputProps(field, "password")}
          {...aria}
          required
          minLength={minLength}
          maxLength={PASSWORD_MAX}
          autoComplete={autoComplete}
        />
      )}
    </FormField>
  );
}
