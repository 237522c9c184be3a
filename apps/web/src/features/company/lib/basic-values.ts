import type { CompanyUpdateBody, OwnCompany } from '@sefer/contract/company';
import { formatPhoneLocal } from '@sefer/contract/phone-format';

/** The business form's own fields (spec §3), as typed. */
export interface BasicValues {
  name: string;
  nameAm: string;
  handle: string;
  description: string;
  descriptionAm: string;
  tags: string[];
  phone: string;
}

export const EMPTY_BASIC: BasicValues = {
  name: '',
  nameAm: '',
  handle: '',
  description: '',
  descriptionAm: '',
  tags: [],
  phone: '',
};

/** The form prefilled from the company (the phone as people write it at home). */
export const basicValues = (company: OwnCompany): BasicValues => ({
  name: company.name,
  nameAm: company.nameAm ?? '',
  handle: company.handle,
  description: company.description ?? '',
  descriptionAm: company.descriptionAm ?? '',
  tags: [...company.tags],
  phone: company.phone ? formatPhoneLocal(company.phone) : '',
});

/** The body's fields: the schema trims, turns blanks into none and checks them. */
export const basicBody = (values: BasicValues) =>
  ({
    name: values.name,
    nameAm: values.nameAm,
    handle: values.handle,
    description: values.description,
    descriptionAm: values.descriptionAm,
    tags: values.tags,
    phone: values.phone,
  }) satisfies CompanyUpdateBody;
