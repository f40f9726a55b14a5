import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '@registry/contract/platform/list-countries';
import { useCities } from '../api/cities';
import { useRegions } from '../api/regions';
import type { RegisterFormValues } from '../utils/register-form-schema';
import { SelectField } from './form-fields';

const toId = (value: string): number | null => (value === '' ? null : Number(value));

function isListed(list: readonly { id: number }[], value: string): boolean {
  return list.some((item) => String(item.id) === value);
}

interface LocationSelectsProps {
  countries: readonly Country[] | undefined;
}

/**
 * Country, region and city (spec sections 2 and 4): each list loads after the
 * one before, and its first item is selected. A new country clears region and
 * city (and proposes its phone code); a new region clears the city.
 */
export function LocationSelects({ countries }: LocationSelectsProps) {
  const { t } = useTranslation('auth');
  const { setValue } = useFormContext<RegisterFormValues>();
  const [country, region, city] = useWatch<RegisterFormValues, ['country', 'region', 'city']>({
    name: ['country', 'region', 'city'],
  });
  const regions = useRegions(toId(country));
  const cities = useCities(toId(country), toId(region));

  const chooseCountry = (id: string) => {
    setValue('country', id);
    setValue('region', '');
    setValue('city', '');
    const phoneCode = countries?.find((item) => String(item.id) === id)?.phoneCode;
    if (phoneCode) setValue('phoneCode', phoneCode);
  };

  useEffect(() => {
    const first = countries?.[0];
    if (first && !isListed(countries, country)) chooseCountry(String(first.id));
    // chooseCountry only writes form values; the lists and the value decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countries, country]);

  useEffect(() => {
    const list = regions.data;
    if (!list || isListed(list, region)) return;
    setValue('region', list[0] ? String(list[0].id) : '');
    setValue('city', '');
  }, [regions.data, region, setValue]);

  useEffect(() => {
    const list = cities.data;
    if (!list || isListed(list, city)) return;
    setValue('city', list[0] ? String(list[0].id) : '');
  }, [cities.data, city, setValue]);

  const loading = <option value="">{t('formRegister.loadingOptions')}</option>;
  return (
    <div className="row">
      <div className="col-md-4">
        <SelectField
          name="country"
          id="register-country"
          label={t('formRegister.country')}
          options={{
            onChange: (event: { target: { value: string } }) => chooseCountry(event.target.value),
          }}
        >
          {!countries && loading}
          {countries?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="col-md-4">
        <SelectField
          name="region"
          id="register-region"
          label={t('formRegister.region')}
          options={{ onChange: () => setValue('city', '') }}
        >
          {!regions.data && loading}
          {regions.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="col-md-4">
        <SelectField name="city" id="register-city" label={t('formRegister.city')}>
          {!cities.data && loading}
          {cities.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
