// TEMPORARY spike stand-in (not committed).
export function spikeConfig(local?: string) {
  return {
    backend: { name: 'github', repo: 'example/site', branch: 'main' },
    ...(local ? { local_backend: { url: local } } : {}),
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: [
      {
        name: 'regions',
        label: 'Regions',
        folder: 'content/regions',
        extension: 'yaml',
        format: 'site-yaml-regions',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'slug',
        fields: [
          { name: 'slug', label: 'Slug' },
          { name: 'name', label: 'Name' },
          {
            name: 'areas',
            label: 'Towns',
            widget: 'list',
            summary: '{{fields.name}}',
            fields: [
              { name: 'name', label: 'Name' },
              { name: 'slug', label: 'Slug' },
              { name: 'council', label: 'Council' },
              {
                name: 'postcodes',
                label: 'Postcodes',
                widget: 'list',
                field: { name: 'postcode', label: 'Postcode', widget: 'string' },
              },
            ],
          },
        ],
      },
      {
        name: 'site',
        label: 'Site',
        files: [
          {
            name: 'site',
            label: 'Site settings',
            file: 'site.yaml',
            format: 'site-yaml',
            fields: [
              { name: 'company', label: 'Company', widget: 'object', fields: [{ name: 'name', label: 'Name' }] },
            ],
          },
        ],
      },
    ],
  };
}
