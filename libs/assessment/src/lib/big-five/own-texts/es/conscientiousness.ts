import type { OwnDomainTexts } from '../types';

export const CONSCIENTIOUSNESS_ES: OwnDomainTexts = {
  title: 'Responsabilidad',
  shortDescription:
    'La responsabilidad tiene que ver con cómo sueles planificar, organizarte y llevar hasta el final tus tareas y tus metas.',
  description: [
    'La responsabilidad describe cómo afrontas los planes, las tareas y las metas. Incluye cuánto te gusta la estructura, cómo mantienes el esfuerzo en tareas largas y con cuánto cuidado decides antes de actuar.',
    'Las personas con una puntuación más alta en este rasgo suelen planificar con antelación, seguir rutinas y avanzar con constancia hacia sus metas. Las personas con una puntuación más baja suelen preferir la flexibilidad, dejar abiertas sus opciones y resolver las cosas sobre la marcha.',
    'Ningún extremo es mejor que el otro. La estructura ayuda con los proyectos largos y las fechas límite fijas, y la flexibilidad ayuda cuando los planes cambian o surge algo nuevo.',
  ],
  levels: {
    low: {
      summary:
        'Sueles preferir la flexibilidad y la espontaneidad más que la mayoría de las personas. A menudo dejas abiertas tus opciones y te tomas con calma los planes, los horarios y las normas.',
      atStudy:
        'Puede que rindas más en ratos cortos e intensos, a menudo cerca de la fecha de entrega, y sabes adaptarte rápido cuando cambian los planes. Los calendarios de repaso muy detallados pueden agobiarte. En los trabajos en grupo sueles aportar el impulso inicial y nuevas ideas, mientras otras personas ayudan con los últimos detalles.',
      atWork:
        'Puede que rindas más en ratos cortos e intensos, a menudo cerca de la fecha límite, y sabes adaptarte rápido cuando cambian las prioridades. Las rutinas estrictas y los procedimientos detallados pueden agobiarte. En un equipo sueles aportar el impulso inicial y nuevas ideas, mientras otras personas ayudan con los últimos detalles.',
      strengths: [
        'Adaptarte rápido cuando cambian los planes',
        'Mantener la calma cuando cambian las prioridades',
        'Poner en marcha cosas nuevas con energía',
      ],
      watchFor: [
        'Puedes empezar más cosas de las que terminas: elige unas pocas y llévalas hasta el final',
        'Los plazos pueden echársete encima, así que una lista corta de tareas pendientes o un recordatorio pueden ayudarte',
        'Otras personas quizá quieran enterarse de los cambios con más antelación que tú',
      ],
    },
    neutral: {
      summary:
        'Equilibras la planificación y la flexibilidad más o menos como la mayoría de las personas. Puedes seguir un plan cuando importa y relajarte cuando no.',
      atStudy:
        'Normalmente puedes llevar al día los trabajos, las entregas y el repaso sin planificarlo todo al minuto. Quizá te organices mejor en las asignaturas que te importan y te relajes más con las demás.',
      atWork:
        'Normalmente puedes estar al día con los plazos y los turnos sin planificarlo todo al minuto. Quizá te organices mejor en las tareas que te importan y te relajes más con las demás. En un equipo a menudo trabajas bien tanto con quienes lo planifican todo como con quienes improvisan.',
      strengths: [
        'Pasar de la estructura a la flexibilidad según haga falta',
        'Entenderte con estilos de trabajo distintos',
        'Mantener las cosas en marcha sin rigidez',
      ],
      watchFor: [
        'Tu esfuerzo puede depender de lo interesante que sea la tarea',
        'Las tareas grandes o monótonas pueden necesitar algo más de estructura',
      ],
    },
    high: {
      summary:
        'Sueles planificar, organizarte y cumplir lo que te propones más que la mayoría de las personas. A menudo te marcas metas claras y trabajas con constancia hasta alcanzarlas.',
      atStudy:
        'A menudo empiezas a repasar con tiempo, llevas el control de las fechas de entrega y terminas puntualmente tu parte de un trabajo en grupo. Tus compañeros de clase quizá cuenten contigo para que todo siga su curso. Quizá te cueste más cuando los planes cambian de repente o cuando otras personas trabajan de forma más libre.',
      atWork:
        'A menudo planificas tu semana, llevas el control de los plazos y terminas a tiempo lo que prometiste. Tus compañeros de trabajo quizá cuenten contigo para que un proyecto siga su curso. Quizá te cueste más cuando los planes cambian de repente o cuando otras personas trabajan de forma más libre.',
      strengths: [
        'Planificar con antelación y cumplir los plazos',
        'Mantener el esfuerzo en tareas largas o exigentes',
        'Ser alguien con quien los demás pueden contar',
      ],
      watchFor: [
        'El perfeccionismo, cuando algo suficientemente bueno bastaría',
        'Asumir demasiado y no encontrar momento para descansar',
        'Aferrarte a un plan cuando las cosas han cambiado',
      ],
    },
  },
  facets: {
    1: {
      title: 'Seguridad en tus capacidades',
      description:
        'La seguridad en tus capacidades tiene que ver con cuánto confías en que puedes con las tareas y en que sacarás las cosas adelante. Refleja cómo ves tu propia capacidad, no tu habilidad real.',
      levels: {
        low: 'Quizá sientas menos seguridad que la mayoría de las personas en que puedes con una tarea, lo que puede llevarte a actuar con cuidado y a aceptar ayuda. La otra cara es que las dudas pueden frenarte a la hora de intentar cosas que sí podrías hacer.',
        neutral:
          'Sueles confiar en que sacarás las cosas adelante más o menos como la mayoría de las personas. Quizá te muevas con seguridad en terrenos conocidos y tengas más dudas ante algo nuevo.',
        high: 'Sueles confiar más que la mayoría de las personas en que podrás con lo que venga. Eso te ayuda a asumir retos, aunque a veces quizá subestimes cuánto tiempo o esfuerzo requiere algo.',
      },
    },
    2: {
      title: 'Orden',
      description:
        'El orden tiene que ver con cuánto te gusta que las cosas estén ordenadas, organizadas y planificadas. Incluye tus espacios, tus archivos y tu agenda.',
      levels: {
        low: 'Te tomas el orden y las rutinas con más calma que la mayoría de las personas, lo que deja espacio para la espontaneidad. La otra cara es que a veces quizá te cueste encontrar las cosas cuando las necesitas.',
        neutral:
          'Te gusta cierto orden, más o menos como a la mayoría de las personas, y te las arreglas cuando las cosas no están en su sitio. En las épocas con mucho ajetreo pueden acumularse cosas fuera de lugar, pero normalmente consigues ordenarlas cuando hace falta.',
        high: 'Te gusta que las cosas estén en orden, organizadas y planificadas, más que a la mayoría de las personas, y eso te ayuda a llevar tus tareas al día. Quizá te incomode que las cosas no estén en su sitio o que los planes sean poco concretos.',
      },
    },
    3: {
      title: 'Sentido del deber',
      description:
        'El sentido del deber tiene que ver con el peso que tienen para ti las normas, las promesas y las obligaciones. Incluye cuánta importancia das a cumplir lo que dijiste que harías.',
      levels: {
        low: 'Sueles tratar las normas y las obligaciones con más flexibilidad que la mayoría de las personas, y quizá cuestiones las normas que te parecen sin sentido. La otra cara es que otras personas quizá esperen que te ciñas más a lo acordado.',
        neutral:
          'Te tomas las promesas y las normas más o menos tan en serio como la mayoría de las personas. Normalmente cumples tu palabra, pero quizá te saltes una norma cuando claramente no encaja, y otras personas pueden poner ese límite en otro sitio.',
        high: 'Te tomas tus obligaciones y tus promesas más en serio que la mayoría de las personas, así que los demás suelen confiar en que cumplirás. Quizá te cueste decir que no, o sientas culpa cuando no puedes cumplir un compromiso.',
      },
    },
    4: {
      title: 'Afán de logro',
      description:
        'El afán de logro tiene que ver con cuánto te esfuerzas por alcanzar metas y estándares altos. Incluye la ambición y el empuje que pones en lo que haces.',
      levels: {
        low: 'Sueles sentirte a gusto haciendo lo necesario, más que la mayoría de las personas, sin perseguir siempre los mejores resultados. Eso puede mantener el estrés bajo, aunque a veces quizá renuncies a metas que te gustaría alcanzar.',
        neutral:
          'Te esfuerzas por tus metas más o menos como la mayoría de las personas, y mantienes un equilibrio con el resto de tu vida. Tu empuje puede bajar con las metas que tienen menos sentido para ti.',
        high: 'Sueles marcarte metas altas y esforzarte más que la mayoría de las personas para alcanzarlas. Ese empuje puede llevarte lejos, aunque quizá te cueste desconectar o sentir satisfacción.',
      },
    },
    5: {
      title: 'Autodisciplina',
      description:
        'La autodisciplina tiene que ver con lo bien que consigues empezar una tarea y seguir con ella, incluso si es aburrida. Incluye vencer las distracciones y las ganas de dejar las cosas para después.',
      levels: {
        low: 'Sueles dejarte llevar por lo que te interesa, más que la mayoría de las personas, y eso puede aportarte energía y curiosidad. La otra cara es que quizá dejes para el final los trabajos menos emocionantes.',
        neutral:
          'Mantienes el esfuerzo en tus tareas más o menos como la mayoría de las personas. Normalmente sacas adelante los trabajos aburridos, aunque a veces las distracciones o el cansancio pueden frenarte.',
        high: 'Sueles empezar las tareas enseguida y seguir con ellas más que la mayoría de las personas, incluso cuando son aburridas. La otra cara es que quizá sigas insistiendo cuando un descanso te vendría mejor.',
      },
    },
    6: {
      title: 'Prudencia',
      description:
        'La prudencia tiene que ver con cuánto te detienes a pensar antes de actuar o de decidir. Incluye cuánto tiempo te tomas para sopesar tus opciones.',
      levels: {
        low: 'Sueles decidir y actuar más rápido que la mayoría de las personas, lo que ayuda cuando la rapidez importa. La otra cara es que a veces quizá te comprometas antes de tener todos los datos.',
        neutral:
          'Piensas antes de actuar más o menos como la mayoría de las personas. Puedes decidir rápido en cosas pequeñas y tomarte tu tiempo en las grandes, aunque a veces quizá no aciertes al distinguir unas de otras.',
        high: 'Sueles pensar las cosas con más detenimiento que la mayoría de las personas, así que a menudo evitas errores por precipitación. La otra cara es que quizá tardes más en decidir o dejes pasar oportunidades que piden una respuesta rápida.',
      },
    },
  },
};
