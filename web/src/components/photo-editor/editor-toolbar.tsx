// The editor's tools (docs/results.md §2 screen 8): Marcos, Cortar, Rotar, undo and download.
import { Button, Flex, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { mediaTexts } from '@shared/media/media-texts';
import type { FrameOption } from './frame-options';
import type { CropShape } from './photo-geometry';
import type { PhotoEditorState } from './use-photo-editor';

type Tool = 'frames' | 'crop' | 'rotate';

const toolLabels: Record<Tool, string> = { frames: mediaTexts.frames, crop: mediaTexts.crop, rotate: mediaTexts.rotate };
const cropLabels: Record<CropShape, string> = {
  landscape: mediaTexts.cropLandscape,
  portrait: mediaTexts.cropPortrait,
  square: mediaTexts.cropSquare,
};

interface EditorToolbarProps {
  editor: PhotoEditorState;
  frames: FrameOption[];
  onFrameFailed: (error: unknown) => void;
  onDownload: () => void;
}

function ToolOptions({ tool, editor, frames, onFrameFailed }: Omit<EditorToolbarProps, 'onDownload'> & { tool: Tool }) {
  if (tool === 'frames') {
    return frames.map((option) => (
      <Button
        key={option.id}
        size="small"
        variation={editor.frameId === option.id ? 'primary' : undefined}
        onClick={() => editor.chooseFrame(option.id, option.load).catch(onFrameFailed)}
      >
        {option.label}
      </Button>
    ));
  }
  if (tool === 'rotate') {
    return (
      <>
        <Button size="small" onClick={() => editor.rotate(-1)}>
          {mediaTexts.rotateLeft}
        </Button>
        <Button size="small" onClick={() => editor.rotate(1)}>
          {mediaTexts.rotateRight}
        </Button>
      </>
    );
  }
  if (editor.crop) {
    return (
      <>
        <Button size="small" variation="primary" onClick={editor.finishCrop}>
          {mediaTexts.finishCrop}
        </Button>
        <Button size="small" onClick={editor.cancelCrop}>
          {mediaTexts.cancelCrop}
        </Button>
      </>
    );
  }
  return (Object.keys(cropLabels) as CropShape[]).map((shape) => (
    <Button key={shape} size="small" onClick={() => editor.startCrop(shape)}>
      {cropLabels[shape]}
    </Button>
  ));
}

export function EditorToolbar({ editor, frames, onFrameFailed, onDownload }: EditorToolbarProps) {
  const [tool, setTool] = useState<Tool>('frames');
  return (
    <Flex direction="column" gap="0.75rem" alignItems="center">
      <ToggleButtonGroup
        value={tool}
        isExclusive
        isSelectionRequired
        onChange={(value) => {
          editor.cancelCrop();
          setTool(value as Tool);
        }}
      >
        {(Object.keys(toolLabels) as Tool[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {toolLabels[name]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Flex gap="0.5rem" wrap="wrap" justifyContent="center">
        <ToolOptions tool={tool} editor={editor} frames={frames} onFrameFailed={onFrameFailed} />
      </Flex>
      <Flex gap="0.5rem" wrap="wrap" justifyContent="center">
        <Button onClick={editor.undo}>{mediaTexts.undo}</Button>
        <Button variation="primary" onClick={onDownload} isDisabled={editor.crop !== null}>
          {mediaTexts.download}
        </Button>
      </Flex>
    </Flex>
  );
}
