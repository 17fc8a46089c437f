import { EMPLOYEES_MISSING_MESSAGE } from "@qs/domain/api/purchase";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { EmployeesStep, type EmployeesStepProps, type UploadEmployees } from "./employees-step";
import { companySaved, employeesStored, sampleRefusal } from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

type Props = EmployeesStepProps & { mobile?: boolean };

function Step({ mobile, ...props }: Props) {
  return (
    <StoryFrame view={props.view} mobile={mobile}>
      <EmployeesStep {...props} />
    </StoryFrame>
  );
}

const stored: UploadEmployees = async () => ({ status: "stored", view: employeesStored });

const meta = {
  title: "Purchase/Employees step",
  component: Step,
  args: {
    view: companySaved,
    onBack: () => {},
    onContinue: () => {},
    onUploaded: () => {},
    upload: stored,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The employees step of a company plan's purchase: the list of employees uploaded as a spreadsheet, with each refused cell by row and column.",
      },
    },
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 'Continuar' without a list: the message on the file field. */
export const Missing: Story = { args: { initialErrors: { file: EMPLOYEES_MISSING_MESSAGE } } };

/** A refused file: each bad cell by row and column, and how many more there are. */
export const ErrorTable: Story = { args: { initialRefusal: sampleRefusal } };

/** A stored list: how many employees it brought. */
export const ValidUpload: Story = { args: { view: employeesStored } };

export const Uploading: Story = {
  args: { initialState: "uploading", upload: () => new Promise(() => {}) },
  // The answer never comes: the picture is of the form while it is sent.
  parameters: { showsPending: true },
};

export const Mobile: Story = {
  args: { mobile: true, initialRefusal: sampleRefusal },
  globals: mobileGlobals,
};
