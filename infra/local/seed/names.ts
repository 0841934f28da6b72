// Common Mexican given names and surnames for generated start lists.
export const nombresF = [
  'María', 'Guadalupe', 'Juana', 'Verónica', 'Leticia', 'Rosa', 'Daniela', 'Fernanda', 'Valeria', 'Sofía',
  'Ximena', 'Mariana', 'Andrea', 'Paola', 'Gabriela', 'Alejandra', 'Adriana', 'Lucía', 'Regina', 'Itzel',
];
export const nombresV = [
  'José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Alejandro', 'Francisco', 'Ricardo', 'Eduardo',
  'Santiago', 'Mateo', 'Diego', 'Emiliano', 'Raúl', 'Fernando', 'Héctor', 'Iván', 'Óscar', 'Arturo',
];
export const apellidosComunes = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz',
  'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz',
  'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera',
];
