import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConversationList } from "@/components/chat/conversation-list";

const conversations = [
  { id: "a", title: "Flex this week", teamId: "t", updatedAt: "2025-11-09T19:00:00Z" },
  { id: "b", title: "Trade Bijan?", teamId: "t", updatedAt: "2025-11-09T18:00:00Z" },
];

function setup() {
  const onDelete = jest.fn();
  const onOpen = jest.fn();
  const onNew = jest.fn();
  render(
    <ConversationList
      conversations={conversations}
      loaded
      activeId="a"
      onNew={onNew}
      onOpen={onOpen}
      onDelete={onDelete}
    />,
  );
  return { onDelete, onOpen, onNew };
}

describe("ConversationList", () => {
  it("asks for confirmation before deleting, and Cancel keeps the conversation", async () => {
    const { onDelete } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Delete Trade Bijan?" }));
    expect(screen.getByRole("dialog", { name: "Delete this conversation?" })).toHaveTextContent(
      "“Trade Bijan?” and all its messages will be deleted",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("deletes only after the confirmation", async () => {
    const { onDelete } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Delete Trade Bijan?" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith("b");
  });

  it("opens a conversation and starts a new one", async () => {
    const { onOpen, onNew } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Flex this week" }));
    expect(onOpen).toHaveBeenCalledWith("a");
    await userEvent.click(screen.getByRole("button", { name: "New chat" }));
    expect(onNew).toHaveBeenCalled();
  });
});
