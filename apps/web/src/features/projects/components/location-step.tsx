import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCities } from '../../auth/api/cities';
import { useCountries } from '../../auth/api/countries';
import { useRegions } from '../../auth/api/regions';
import type { ProjectFormValues } from '../utils/project-form-values';
import { LocationMapSlot } from './location-map-slot';
import { InputField, SelectField } from './project-fields';

const toId = (value: string): number | null => (value === '' ? null : Number(value));
const toCoordinate = (value: string): number | null => {
  const number = Number(value.replace(',', '.'));
  return value.trim() === '' || Number.isNaN(number) ? null : number;
};

/** Step 2: country, region and city (each list after the one before) and the point. */
export function LocationStep() {
  const { t } = useTranslation('projects');
  const { setValue } = useFormContext<ProjectFormValues>();
  const [countryId, regionId, latitude, longitude] = useWatch<
    ProjectFormValues,
    ['countryId', 'regionId', 'latitude', 'longitude']
  >({ name: ['countryId', 'regionId', 'latitude', 'longitude'] });
  const countries = useCountries();
  const regions = useRegions(toId(countryId));
  const cities = useCities(toId(countryId), toId(regionId));
  const asChoices = (list: readonly { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <>
      <div className="row">
        <div className="col-md-4">
          <SelectField
            name="countryId"
            label={t('fields.countryId')}
            isRequired
            isLoading={countries.isPending}
            choices={asChoices(countries.data)}
            onPick={() => {
              setValue('regionId', '');
              setValue('cityId', '');
            }}
          />
        </div>
        <div className="col-md-4">
          <SelectField
            name="regionId"
            label={t('fields.regionId')}
            isRequired
            disabled={countryId === ''}
            isLoading={countryId !== '' && regions.isPending}
            choices={asChoices(regions.data)}
            onPick={() => setValue('cityId', '')}
          />
        </div>
        <div className="col-md-4">
          <SelectField
            name="cityId"
            label={t('fields.cityId')}
            isRequired
            disabled={regionId === ''}
            isLoading={regionId !== '' && cities.isPending}
            choices={asChoices(cities.data)}
          />
        </div>
      </div>
      <div className="row">
        <div className="col-6">
          <InputField
            name="latitude"
            label={t('fields.latitude')}
            inputMode="decimal"
            isRequired
            help={t('fields.coordinatesHelp')}
          />
        </div>
        <div className="col-6">
          <InputField
            name="longitude"
            label={t('fields.longitude')}
            inputMode="decimal"
            isRequired
          />
        </div>
      </div>
      <LocationMapSlot
        latitude={toCoordinate(latitude)}
        longitude={toCoordinate(longitude)}
        onPick={(point) => {
          setValue('latitude', String(point.latitude), { shouldDirty: true });
          setValue('longitude', String(point.longitude), { shouldDirty: true });
        }}
      />
    </>
  );
}
