import type { BigFiveChoice } from './choices';

/**
 * Pathwise's own Spanish text for the IPIP-NEO-120: the 120 statements and the five answer options.
 *
 * Every other language shows the statements and options of `@bigfive-org/questions` 1.3.3, which
 * remain third-party texts, credited to that package and its translators. Spanish has its own table
 * because the package's Spanish has errors that change what is measured:
 * - statement 112 ("Act wild and crazy", Excitement-seeking) repeats statement 47's text ("Creo que
 *   soy una persona activa y vigorosa"), so Excitement-seeking was scored on an Activity question;
 * - statement 21 ("Go on binges", Immoderation) reads as drinking binges ("A menudo voy de
 *   borracheras"), while the facet is about overindulging in general (eating, spending, …);
 * - several statements say something other than the English item, e.g. 54 and 84 ("Think highly of
 *   myself", "Have a high opinion of myself") ask about expectations of oneself, 57 ("Have a lot of
 *   fun") about being funny, 85 ("Waste my time") about free time, 109 ("Get back at others") about
 *   not supporting others, 23 drops "challenging", and many add "always" or "often";
 * - typos and calques ("Prefiero quedarme cosas que conozco", "conservativos", "simpatía" for
 *   sympathy), and "/a" gender endings;
 * - the answer options ask how much you agree, while the inventory (and the English options) ask how
 *   ACCURATELY the statement describes you.
 *
 * Each statement here was checked against the English item and its facet: short, plain first person
 * for a reader of 15 upward, in neutral Spanish (US, Mexico, Spain), with no gendered words about
 * the reader. The `num` and `id` of each statement are the package's (its English file's), so the
 * scoring key is unchanged.
 */
export const BIG_FIVE_ITEMS_ES: readonly { num: number; id: string; text: string }[] = [
  { num: 1, id: '43c98ce8-a07a-4dc2-80f6-c1b2a2485f06', text: 'Me preocupo por las cosas.' },
  { num: 2, id: 'd50a597f-632b-4f7b-89e6-6d85b50fd1c9', text: 'Hago amigos con facilidad.' },
  { num: 3, id: '888dd864-7449-4e96-8d5c-7a439603ea91', text: 'Tengo una imaginación muy viva.' },
  { num: 4, id: 'ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6', text: 'Confío en los demás.' },
  { num: 5, id: 'c7f53c3c-2e77-432f-bb71-7470b67d3aa9', text: 'Completo mis tareas con éxito.' },
  { num: 6, id: '48ad12ce-470e-4339-90ac-ea8c43a0103e', text: 'Me enojo con facilidad.' },
  { num: 7, id: '458f3957-2359-4077-ade1-34525d633063', text: 'Me encantan las fiestas grandes.' },
  { num: 8, id: '58d571e5-d725-4cf8-a438-32c16ee28eb6', text: 'Creo que el arte es importante.' },
  {
    num: 9,
    id: '0cf79e27-e702-45c2-9471-04ac96b58e0e',
    text: 'Utilizo a los demás para mis propios fines.',
  },
  { num: 10, id: 'cda1ca17-b599-4561-a6cd-ff9d36062d27', text: 'Me gusta ordenar las cosas.' },
  { num: 11, id: '5e8550d7-b8ef-4905-950a-f81d735d39e2', text: 'A menudo me siento triste.' },
  { num: 12, id: '8af754f2-68e9-48f3-8c5d-2e6633d4472c', text: 'Tomo las riendas.' },
  {
    num: 13,
    id: '0727def6-3d18-4221-bf38-86b58f9f3eed',
    text: 'Vivo mis emociones con intensidad.',
  },
  { num: 14, id: 'ccf3a5c8-fb50-4bd4-8e7a-22af3d657279', text: 'Me encanta ayudar a los demás.' },
  { num: 15, id: '73d84e5d-cbf5-47f0-b8cb-4d2159a52e32', text: 'Cumplo mis promesas.' },
  { num: 16, id: 'b2d9ef74-73f5-4ea8-b00c-7aaca15937df', text: 'Me cuesta acercarme a los demás.' },
  { num: 17, id: '48a761ef-438e-409b-ae59-ea2ce8f84414', text: 'Siempre tengo mucho que hacer.' },
  {
    num: 18,
    id: 'cae55842-8957-4e3b-83b3-ceff98fb9dcf',
    text: 'Prefiero la variedad a la rutina.',
  },
  { num: 19, id: 'e2028ad3-b128-4f76-be57-398bfe2aff22', text: 'Me encanta una buena pelea.' },
  { num: 20, id: 'b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f', text: 'Trabajo duro.' },
  {
    num: 21,
    id: '481efd08-c810-43b1-a952-f8ac9052f96b',
    text: 'Me excedo sin control, por ejemplo comiendo o gastando.',
  },
  {
    num: 22,
    id: '987efee2-899f-4a65-b9b5-1589ef0460d7',
    text: 'Me encantan las emociones fuertes.',
  },
  {
    num: 23,
    id: 'e1e804c7-4a1d-498f-8610-f95147af9d1d',
    text: 'Me encanta leer textos difíciles que me hagan pensar.',
  },
  {
    num: 24,
    id: '71029381-3908-4c68-91e1-e41fb45542a2',
    text: 'Creo que soy mejor que los demás.',
  },
  { num: 25, id: 'f6076eea-56ae-4b46-97f1-5f94a7676c96', text: 'Siempre tengo todo listo.' },
  { num: 26, id: '2f519935-92e8-48ad-9746-4a0f8b38466a', text: 'Entro en pánico con facilidad.' },
  { num: 27, id: '899c3f66-51d0-46ea-963a-6fc36d3b3cb9', text: 'Irradio alegría.' },
  {
    num: 28,
    id: '79186f48-e7fa-4df4-b74b-b0627ee244e1',
    text: 'Tiendo a votar por candidatos políticos progresistas.',
  },
  {
    num: 29,
    id: 'fd50e1ca-d9e0-4037-a7a1-a191d4db2d96',
    text: 'Me compadezco de las personas sin hogar.',
  },
  {
    num: 30,
    id: 'bd9eec0a-b68b-472c-8803-7db29c308cdb',
    text: 'Me lanzo a hacer cosas sin pensarlo.',
  },
  { num: 31, id: '7f92ab2c-265c-4b84-8c74-09f9bb9d41a7', text: 'Temo que pase lo peor.' },
  { num: 32, id: 'af55f014-788c-4b6e-92c4-b2b59dc8a28d', text: 'Me siento a gusto con la gente.' },
  {
    num: 33,
    id: '08ff6dca-02a5-4aeb-aaa4-2ecf2526f143',
    text: 'Disfruto dejando volar mi fantasía sin límites.',
  },
  {
    num: 34,
    id: '6f66cdc0-9044-457b-b40d-501ecae15ee7',
    text: 'Creo que los demás tienen buenas intenciones.',
  },
  { num: 35, id: 'f110fc66-2e9e-413c-920b-19f05e63d7ac', text: 'Destaco en lo que hago.' },
  { num: 36, id: '7dab2a37-8635-4fc7-86b7-0abf13c183c9', text: 'Me irrito con facilidad.' },
  {
    num: 37,
    id: '28ab59a0-e7cd-4fce-94e3-bba2ecc023b6',
    text: 'En las fiestas hablo con mucha gente distinta.',
  },
  {
    num: 38,
    id: 'b5919f2f-cded-4745-a9ce-c02703cee807',
    text: 'Veo belleza en cosas en las que otros quizá no se fijan.',
  },
  { num: 39, id: '5a5fa975-d024-4ac8-8845-2823f957c21b', text: 'Hago trampa para sacar ventaja.' },
  {
    num: 40,
    id: 'adf33f9f-45bd-43e3-af25-4c491176d97f',
    text: 'A menudo olvido volver a poner las cosas en su lugar.',
  },
  { num: 41, id: 'f0a14e16-d726-47e9-a2c1-647fd3d7d52e', text: 'No me gusta cómo soy.' },
  { num: 42, id: '0b38e3d3-c15c-454c-b034-f4eb7ae1580a', text: 'Intento dirigir a los demás.' },
  {
    num: 43,
    id: '5631b856-ff34-4f76-a0cd-edc7104c3bfa',
    text: 'Siento las emociones de los demás.',
  },
  { num: 44, id: 'ada867af-4db1-4e3d-a604-2b695c1806e5', text: 'Me preocupo por los demás.' },
  { num: 45, id: 'c55e3958-00c4-4fc3-9118-47d8f31bfde1', text: 'Digo la verdad.' },
  { num: 46, id: 'acd8fadc-5399-4a67-b5ff-9d1ada049c01', text: 'Me da miedo llamar la atención.' },
  { num: 47, id: 'd07b6c67-0d02-4948-a997-bb84ac234cd8', text: 'Siempre estoy en movimiento.' },
  {
    num: 48,
    id: '33b81fd0-7e32-4cd8-a13a-d5f5f754f998',
    text: 'Prefiero quedarme con lo que ya conozco.',
  },
  { num: 49, id: 'd9a9a180-29c9-4ec5-8621-2256d411def7', text: 'Le grito a la gente.' },
  {
    num: 50,
    id: 'f12c3d9d-1d12-4aa6-ad2e-009cd0651cbb',
    text: 'Hago más de lo que se espera de mí.',
  },
  { num: 51, id: '9891b7ba-a494-4307-aafe-301d8db506c6', text: 'Rara vez cometo excesos.' },
  { num: 52, id: 'f1675af6-88bf-4376-a946-0281e762b39c', text: 'Busco aventuras.' },
  { num: 53, id: '95a3f20c-f933-4d19-a2c1-a7dbdf63c562', text: 'Evito los debates filosóficos.' },
  { num: 54, id: '7df44711-4cd4-4b05-8830-73fcc3ebdab5', text: 'Me tengo en alta estima.' },
  { num: 55, id: '9d3cb5c7-955c-43a4-b6c7-b07ed01dcbd9', text: 'Llevo a cabo mis planes.' },
  { num: 56, id: '13c58810-3864-42ba-aa87-d4166f858756', text: 'Los acontecimientos me superan.' },
  { num: 57, id: '961376e0-16a1-4c14-b059-789e63d11b63', text: 'Me divierto mucho.' },
  {
    num: 58,
    id: 'f08e1b27-3673-4898-9cae-896482d0d9f9',
    text: 'Creo que no hay un bien ni un mal absolutos.',
  },
  {
    num: 59,
    id: 'c2038c12-7a37-47a8-9983-831bd6692aab',
    text: 'Siento compasión por quienes están peor que yo.',
  },
  { num: 60, id: '956f3e17-ff17-4af5-a52f-9222b8968106', text: 'Tomo decisiones precipitadas.' },
  { num: 61, id: '4d81238b-5407-47d4-88e5-dc0e38aa14f5', text: 'Me dan miedo muchas cosas.' },
  { num: 62, id: '9f9166f0-fa94-4c14-a91d-3eecd8395794', text: 'Evito el contacto con los demás.' },
  {
    num: 63,
    id: '23a1034f-fab7-4887-a66e-5ef4eaafb25e',
    text: 'Me encanta soñar con los ojos abiertos.',
  },
  { num: 64, id: 'c63e6121-c3ed-40cc-abc2-c1e6ea1e0858', text: 'Confío en lo que dice la gente.' },
  { num: 65, id: '02ee1930-36a7-4caa-b10c-c93efb682a44', text: 'Resuelvo mis tareas con soltura.' },
  { num: 66, id: 'da8e6ed1-2296-4c58-8fdb-66f2f591989b', text: 'Pierdo los estribos.' },
  { num: 67, id: '03c10b30-b88f-4c63-8acc-71251ca24615', text: 'Prefiero estar a solas.' },
  { num: 68, id: '751a04bc-5adf-485a-8ea4-4308406ae85b', text: 'No me gusta la poesía.' },
  { num: 69, id: '982e83c2-d34e-48da-9c71-78494ab05c85', text: 'Me aprovecho de los demás.' },
  { num: 70, id: 'f4891687-0ff0-47af-a4f6-d1202c8f6676', text: 'Dejo mi cuarto desordenado.' },
  {
    num: 71,
    id: '743d8973-1de1-4485-91b4-8a5cf63e7d44',
    text: 'A menudo tengo el ánimo por los suelos.',
  },
  { num: 72, id: '2452f034-8273-4f71-9122-a40f5ead31ba', text: 'Tomo el control de las cosas.' },
  {
    num: 73,
    id: '2a300001-6e05-4c79-b8b5-2ccae4c3d463',
    text: 'Rara vez me doy cuenta de mis reacciones emocionales.',
  },
  {
    num: 74,
    id: 'cd54bd76-ca9c-4030-b325-bb8d896bcb3f',
    text: 'Soy indiferente a los sentimientos de los demás.',
  },
  { num: 75, id: '4e6e3a34-176f-4e6e-8730-1341611f972b', text: 'Rompo las reglas.' },
  {
    num: 76,
    id: '20062533-a33d-4c1e-9cd9-bff868015b3f',
    text: 'Solo me siento a gusto entre amigos.',
  },
  {
    num: 77,
    id: 'b2a077d5-1fe0-4b06-ab63-35455e001e54',
    text: 'Hago muchas cosas en mi tiempo libre.',
  },
  { num: 78, id: '0d2e65ab-95d9-482f-beb4-3239a3a4944a', text: 'No me gustan los cambios.' },
  { num: 79, id: '0de0f900-cede-4538-9c00-5da4f830b028', text: 'Insulto a la gente.' },
  {
    num: 80,
    id: 'a9c97d6b-6721-4150-8d84-64ef3082f164',
    text: 'Hago solo lo mínimo para salir del paso.',
  },
  {
    num: 81,
    id: '9f2e7f90-0ca5-4ed0-9fe5-e060238a9b5e',
    text: 'Resisto las tentaciones con facilidad.',
  },
  { num: 82, id: '7dd6cf2d-5c14-48c2-8ae5-633a7a596c71', text: 'Disfruto siendo imprudente.' },
  {
    num: 83,
    id: 'fecc35f7-681e-4889-a404-4a973a3dfef0',
    text: 'Me cuesta entender las ideas abstractas.',
  },
  {
    num: 84,
    id: '1d686958-6fe7-432f-85e6-186b99e4e232',
    text: 'Tengo una opinión muy alta de mí.',
  },
  { num: 85, id: 'c7db0ed8-df7d-49bf-942f-59e46ef743c4', text: 'Pierdo el tiempo.' },
  {
    num: 86,
    id: 'b7e0e393-9b21-4e0d-adf3-8f28fb5b9d87',
    text: 'Siento que no soy capaz de afrontar las cosas.',
  },
  { num: 87, id: '79d956e8-1118-402a-a0e2-9380af18243e', text: 'Amo la vida.' },
  {
    num: 88,
    id: '96ba77b2-1a44-4dfd-95f9-ae4d1f714460',
    text: 'Tiendo a votar por candidatos políticos conservadores.',
  },
  {
    num: 89,
    id: '77f54ab4-0fba-4efb-8700-066c7490eb87',
    text: 'No me interesan los problemas de los demás.',
  },
  { num: 90, id: 'a354cf7c-8d11-46ac-acc5-da90d2048637', text: 'Me precipito al hacer las cosas.' },
  { num: 91, id: '43b03992-3f32-4ed1-a6f8-5d6d3e7ed246', text: 'Me estreso con facilidad.' },
  {
    num: 92,
    id: '41702602-08e4-4e2b-9a19-291d9efc581a',
    text: 'Mantengo a los demás a distancia.',
  },
  {
    num: 93,
    id: '935a7413-abac-4f54-9169-d1fbd39da752',
    text: 'Me gusta perderme en mis pensamientos.',
  },
  { num: 94, id: '432dbde8-8756-4ff0-80d5-f47018235139', text: 'Desconfío de la gente.' },
  {
    num: 95,
    id: '5727c93f-317b-4af1-a686-77fc9fbc5033',
    text: 'Sé cómo sacar las cosas adelante.',
  },
  { num: 96, id: 'd32bd062-4eb2-401b-99b2-e7afea39ca9b', text: 'No es fácil que algo me moleste.' },
  { num: 97, id: '9a47184f-6046-4e68-a61b-3d9b357b86ea', text: 'Evito las multitudes.' },
  {
    num: 98,
    id: '87c5b27e-59a8-4c48-8ba8-f5413d735693',
    text: 'No me agrada ir a museos de arte.',
  },
  {
    num: 99,
    id: '11b20adb-abed-4363-894c-3dd823ae0540',
    text: 'Pongo trabas a los planes de los demás.',
  },
  { num: 100, id: '50418d86-712c-45d9-adc4-ea0231c93cf5', text: 'Dejo mis cosas tiradas por ahí.' },
  {
    num: 101,
    id: 'f40e421f-6c24-4be2-bd9f-28d33358d8c6',
    text: 'Me siento a gusto siendo como soy.',
  },
  {
    num: 102,
    id: '8791f37b-686f-47c3-9db7-74c009951321',
    text: 'Espero a que otros tomen la iniciativa.',
  },
  {
    num: 103,
    id: '4fd25155-9cc2-4cd6-8852-3e0ca2d5e95d',
    text: 'No entiendo a la gente que se emociona.',
  },
  { num: 104, id: 'b68af20d-24f9-4c27-85cc-fe0858994888', text: 'No dedico tiempo a los demás.' },
  { num: 105, id: '54423933-0ebb-44a7-bdd9-2a9b100c70f2', text: 'No cumplo mis promesas.' },
  {
    num: 106,
    id: '7317848c-3e1b-422f-bb16-02efc504f677',
    text: 'No me incomodan las situaciones sociales difíciles.',
  },
  {
    num: 107,
    id: '7d93e1ca-46e8-4a30-9623-42a80c9b420c',
    text: 'Me gusta tomarme las cosas con calma.',
  },
  {
    num: 108,
    id: 'a7f43928-8982-4ed5-8656-7a80346fe979',
    text: 'Me aferro a las costumbres de siempre.',
  },
  { num: 109, id: '17910a55-a64a-4ed0-8b46-293e2fa2fe03', text: 'Me vengo de los demás.' },
  {
    num: 110,
    id: '3890bb43-2695-4b8d-b289-ee10d11cc884',
    text: 'Dedico poco tiempo y esfuerzo a mi trabajo.',
  },
  { num: 111, id: '49a85680-53aa-4208-86b5-dccc7a6f8e37', text: 'Puedo controlar mis antojos.' },
  { num: 112, id: '10f90fa9-649c-4631-ac4c-3dd3f751597d', text: 'Hago locuras.' },
  {
    num: 113,
    id: 'b86de003-c3c4-4cc8-9385-5ac8a0142c34',
    text: 'No me interesan los debates teóricos.',
  },
  { num: 114, id: '80c1d149-7050-481a-9953-aefb441642e7', text: 'Presumo de mis virtudes.' },
  { num: 115, id: '51403620-968c-42fa-a772-65ba5ad8396f', text: 'Me cuesta empezar las tareas.' },
  { num: 116, id: '88a3c2fe-3aa4-4f46-9322-da656332268a', text: 'Mantengo la calma bajo presión.' },
  { num: 117, id: 'e7b31bdc-5f6b-40ec-ba91-f5919b0f170e', text: 'Miro el lado bueno de la vida.' },
  {
    num: 118,
    id: '580b08d1-3c94-46e9-9d07-d6d80c698127',
    text: 'Creo que hay que castigar el delito con dureza.',
  },
  {
    num: 119,
    id: '48bee420-60c0-45cd-be43-3893dbc1969a',
    text: 'Trato de no pensar en los necesitados.',
  },
  { num: 120, id: 'ea3327ea-3529-4be4-8e2d-2174731ae4d7', text: 'Actúo sin pensar.' },
];

/**
 * The answer options on the inventory's accuracy scale, in the English options' order: response 1 =
 * "Very Inaccurate" … 5 = "Very Accurate".
 */
export const BIG_FIVE_CHOICES_ES: readonly BigFiveChoice[] = [
  { response: 1, text: 'Me describe muy mal' },
  { response: 2, text: 'Me describe bastante mal' },
  { response: 3, text: 'Ni bien ni mal' },
  { response: 4, text: 'Me describe bastante bien' },
  { response: 5, text: 'Me describe muy bien' },
];
