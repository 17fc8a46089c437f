import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { CheckField, ChoiceGroup, SelectField, TextAreaField, TextField } from "./fields";
import "./purchase.css";

type TextProps = Omit<ComponentProps<typeof TextField>, "onChange">;

/** A text field as a purchase step lays it out, keeping what the buyer types. */
function Text({ value, ...props }: TextProps) {
  const [typed, setTyped] = useState(value);
  return (
    <div className="qs-container qs-purchase" style={{ paddingTop: 24 }}>
      <TextField {...props} value={typed} onChange={setTyped} />
    </div>
  );
}

const longLabel =
  "Dirección de residencia completa, con ciudad, departamento y cualquier indicación que ayude al mensajero a encontrarla";

const meta = {
  title: "Purchase/Fields",
  component: Text,
  subcomponents: { TextAreaField, SelectField, ChoiceGroup, CheckField },
  args: { id: "documento", label: "Número de documento", value: "" },
  parameters: {
    docs: {
      description: {
        component:
          "The labelled fields of the online purchase forms (text, long text, select, choices, tick box). Each shows its hint and its error right below itself, read by screen readers with the field.",
      },
    },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty text field. */
export const Default: Story = {};
export const Filled: Story = { args: { value: "1020304050" } };
export const WithHint: Story = {
  args: { hint: "Sin puntos ni guiones, como aparece en tu cédula." },
};
/** An optional field says so after its label. */
export const Optional: Story = {
  args: { id: "apellidoMaterno", label: "Apellido materno", optional: true },
};
/** The API's message under the field, which is marked invalid. */
export const Invalid: Story = {
  args: { value: "12", error: "Número de identificación inválido" },
};
export const Disabled: Story = { args: { value: "1020304050", disabled: true } };
/** A long label, hint and error must wrap. */
export const LongTexts: Story = {
  args: {
    id: "direccion",
    label: longLabel,
    value:
      "Calle 45 # 12-30, apartamento 1204, torre 3, conjunto residencial Los Almendros, Bogotá",
    hint: "La usaremos para enviarte el contrato firmado y el carné de afiliación de cada beneficiario.",
    error: "La dirección no puede tener más de 120 caracteres; abrevia el nombre del conjunto.",
  },
};

/** A long text field with a hint. */
export const TextArea: Story = {
  render: () => {
    const [value, setValue] = useState("Asma leve desde la infancia.");
    return (
      <div className="qs-container qs-purchase" style={{ paddingTop: 24 }}>
        <TextAreaField
          id="detalle"
          label="Cuéntanos el detalle"
          hint="Diagnóstico, fecha y tratamiento actual."
          value={value}
          onChange={setValue}
          maxLength={500}
        />
      </div>
    );
  },
};

const sexes = [
  { value: "Femenino", label: "Femenino" },
  { value: "Masculino", label: "Masculino" },
];

/** A select with its placeholder; the second shows an error. */
export const Select: Story = {
  render: () => {
    const [value, setValue] = useState("");
    return (
      <div className="qs-container qs-purchase" style={{ paddingTop: 24 }}>
        <SelectField
          id="sexo"
          label="Sexo"
          placeholder="Selecciona"
          options={sexes}
          value={value}
          onChange={setValue}
        />
        <SelectField
          id="sexo-error"
          label="Sexo del beneficiario"
          placeholder="Selecciona"
          options={sexes}
          value=""
          onChange={() => {}}
          error="Elige el sexo"
        />
      </div>
    );
  },
};

/** Choices one per line with a second line each, and yes/no side by side with an error. */
export const Choices: Story = {
  render: () => {
    const [method, setMethod] = useState("tdc-one-time");
    const [answer, setAnswer] = useState("");
    return (
      <div className="qs-container qs-purchase" style={{ paddingTop: 24 }}>
        <ChoiceGroup
          id="medio"
          label="Medio de pago"
          value={method}
          onChange={setMethod}
          options={[
            { value: "tdc-one-time", label: "Tarjeta de crédito", detail: "Pago único anual" },
            { value: "t-subscriptions", label: "Débito automático", detail: "Cada mes" },
            { value: "transfer", label: "Transferencia", detail: "No disponible", disabled: true },
          ]}
        />
        <ChoiceGroup
          id="embarazo"
          label="¿Alguna de las personas aseguradas está embarazada?"
          inline
          value={answer}
          onChange={setAnswer}
          options={[
            { value: "si", label: "Sí" },
            { value: "no", label: "No" },
          ]}
          error="Responde sí o no"
        />
      </div>
    );
  },
};

/** A tick box, unticked with its error, then ticked. */
export const Check: Story = {
  render: () => {
    const [checked, setChecked] = useState(true);
    return (
      <div className="qs-container qs-purchase" style={{ paddingTop: 24 }}>
        <CheckField
          id="declara"
          label="Declaro que la información entregada es verdadera y completa."
          checked={false}
          onChange={() => {}}
          error="Debes declarar que la información es verdadera"
        />
        <CheckField
          id="acepta"
          label="Acepto las condiciones del plan y la política de datos."
          checked={checked}
          onChange={setChecked}
        />
      </div>
    );
  },
};

export const Phone: Story = {
  args: LongTexts.args,
  globals: { viewport: { value: "phone", isRotated: false } },
};
